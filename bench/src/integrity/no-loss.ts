import type { WrkResult } from '../api/wrk-output.ts';

/**
 * Answers 200 wrk received. wrk counts a request when its whole answer has arrived and counts
 * answers of status 400 and above apart (`Non-2xx or 3xx`), so its requests less those are the 200s
 * (the route answers nothing in 3xx). Socket errors are not in its count: a connect, read or write
 * error ends a request without an answer, and a timeout only marks a request older than 2 s, which
 * is still counted when its answer comes.
 */
export function answered200(run: Pick<WrkResult, 'requests' | 'non2xx'>): number {
  return Math.max(0, run.requests - run.non2xx);
}

/** Connect, read and write errors: requests that ended without an answer (timeouts are only slow answers). */
export function connectionErrors(run: Pick<WrkResult, 'socketErrors' | 'timeouts'>): number {
  return Math.max(0, run.socketErrors - run.timeouts);
}

export interface NoLossInput {
  /** Answers 200 wrk received: each carried a query code, given only once the report was committed. */
  answered200: number;
  /** Rows the `complaints` table gained during the load, counted once the server had finished. */
  rowsAdded: number;
  /** wrk's connections: each may have had one request in flight when wrk stopped. */
  connections: number;
  /** Answers other than 200: submissions refused. */
  non2xx: number;
  connectionErrors: number;
}

export interface NoLossCheck {
  ok: boolean;
  /** Answers 200 without a stored report: must be none. */
  missing: number;
  /** Reports stored whose answer wrk did not read: in flight when it stopped, or on a broken connection. */
  unseen: number;
  /** At most one per connection at the stop, plus one per connection error. */
  unseenAllowed: number;
  /** Submissions that got no 200: answers of another status and connection errors; must be none. */
  refused: number;
}

/**
 * The no-loss rule. Every answer 200 has its row (rows ≥ answers 200); the rows beyond the answers
 * are no more than wrk could have left unread: the requests in flight when it stopped (one per
 * connection at most) and those on connections that broke (one per connection error); and every
 * submission was answered 200 (no other status, no connection error). The rows are counted after
 * wrk has ended, once the count has stopped changing, so the server has finished what was in flight.
 */
export function checkNoLoss(input: NoLossInput): NoLossCheck {
  const missing = Math.max(0, input.answered200 - input.rowsAdded);
  const unseen = Math.max(0, input.rowsAdded - input.answered200);
  const unseenAllowed = input.connections + input.connectionErrors;
  const refused = input.non2xx + input.connectionErrors;
  return { ok: missing === 0 && unseen <= unseenAllowed && refused === 0, missing, unseen, unseenAllowed, refused };
}
