/**
 * The integrity report's routes have per-client limits of their own (5 reports an hour, 10 lookups
 * per 15 minutes with a growing wait); all the bench's requests come from one address, so its server
 * raises both to the highest value the server accepts. Nothing else about the routes changes.
 */
export const INTEGRITY_SERVER_ENV = {
  REPORT_RATE_LIMIT_MAX: '1000000000',
  LOOKUP_RATE_LIMIT_MAX: '1000000000',
} as const;

/** A lookup may answer this much after the server's fixed window (the way there and back, parsing). */
export const LOOKUP_SLACK_MS = 100;
