/*
 * The pace of alert mail: how many go a tick (the rate) and how long a mail refused for now waits (the retries).
 */

/**
 * MAIL_RATE_PER_MIN spread over the minute: a bucket that fills at the rate and holds one second's worth
 * (at least one mail), so a sender ticking every second hands over rate/60 mails a tick, never a whole
 * minute's at once.
 */
export class RateBucket {
  private readonly perMs: number;
  private readonly capacity: number;
  private tokens: number;
  private at: number;

  constructor(perMinute: number, now: number) {
    this.perMs = perMinute / 60_000;
    this.capacity = Math.max(1, perMinute / 60);
    this.tokens = this.capacity;
    this.at = now;
  }

  /** Whole mails that may go now. */
  available(now: number): number {
    this.tokens = Math.min(this.capacity, this.tokens + Math.max(0, now - this.at) * this.perMs);
    this.at = now;
    // A hair of slack: tenths of a mail added up in floating point must still make a whole one.
    return Math.floor(this.tokens + 1e-9);
  }

  /** Mails handed over (refused ones too: each was a try at the server). */
  take(count: number): void {
    this.tokens -= count;
  }
}

/**
 * A tick's mails one after the other at even intervals rather than all at its start: each mail's work
 * (rendering, MIME, the SMTP exchange, two updates) in one burst held the site's answers back (issue 41's
 * bench: the cached p99 more than doubled while mail went at 600 a minute). The interval is the rate's
 * (60 s / MAIL_RATE_PER_MIN), shortened so that `count` turns fit in `withinMs`.
 */
export class EvenTurns {
  private readonly startedAt = performance.now();
  private readonly intervalMs: number;
  private taken = 0;

  constructor(perMinute: number, withinMs: number, count: number) {
    this.intervalMs = Math.min(60_000 / perMinute, withinMs / Math.max(1, count));
  }

  /** Resolves at the next turn's time (at once for the first, or when it is already past). */
  async next(): Promise<void> {
    const wait = this.startedAt + this.taken++ * this.intervalMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The first retry's wait; it doubles with each temporary refusal up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 60_000;
export const RETRY_MAX_MS = 3_600_000;
/** A mail refused for now this long (the waits added up) is given up as failed. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** The wait before the next try after the `failures`-th temporary refusal, or null: give up. */
export function retryDelay(failures: number): number | null {
  let waited = 0;
  let delay = 0;
  for (let n = 1; n <= failures; n++) {
    delay = Math.min(RETRY_FIRST_MS * 2 ** (n - 1), RETRY_MAX_MS);
    waited += delay;
  }
  return waited > GIVE_UP_AFTER_MS ? null : delay;
}
