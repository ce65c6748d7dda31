import { COMPLIANCE_API_PREFIX } from './api-paths.ts';

/**
 * The integrity report's POST paths (the spec's). Apart from API_PATHS, which the web's first download
 * carries: only the report and lookup pages (their own chunks) import these.
 */
export const INTEGRITY_PATHS = {
  /** POST: submit an integrity report (the spec's path). */
  saveComplaint: `${COMPLIANCE_API_PREFIX}/save/notoken`,
  /** POST: a report's status and conversation, by its query code. */
  complaintStatus: `${COMPLIANCE_API_PREFIX}/status/notoken`,
  /** POST: a reporter's follow-up message, by the query code. */
  complaintFollowUp: `${COMPLIANCE_API_PREFIX}/followup/notoken`,
} as const;
