import type { MeasuredRun } from '../api/run-wrk.ts';
import type { LookupKind, LookupWindow } from './lookup-timing.ts';
import type { NoLossCheck } from './no-loss.ts';

/** The submission load: wrk POSTing reports without attachments, and the rows the database gained. */
export interface SubmissionLoad {
  run: MeasuredRun;
  durationSeconds: number;
  connections: number;
  threads: number;
  /** wrk's requests less its non-2xx: the answers 200, each a query code. */
  answered200: number;
  /** Rows the `complaints` table gained from just before the load to once the count settled after it. */
  rowsAdded: number;
  noLoss: NoLossCheck;
}

/** One kind of code looked up again and again, one lookup at a time. */
export interface LookupSeries {
  kind: LookupKind;
  /** From sending the request to the end of its answer, each lookup in order. */
  durationsMs: number[];
  /** How many lookups answered each HTTP status. */
  statuses: Record<string, number>;
}

export interface IntegrityResult {
  /** LOOKUP_WINDOW_MS of contract/src/complaint-rules.ts and the slack allowed above it. */
  window: LookupWindow;
  /** The server's limits the bench raised (REPORT_RATE_LIMIT_MAX, LOOKUP_RATE_LIMIT_MAX). */
  serverEnv: Readonly<Record<string, string>>;
  submissions: SubmissionLoad;
  lookups: Record<LookupKind, LookupSeries>;
  /** The wrk command line, with placeholders for the port and the generated script. */
  commands: string[];
}

/** Answers in the status the kind must answer, and the others. */
export function unexpectedAnswers(series: LookupSeries, expected: number): number {
  return Object.entries(series.statuses)
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, n]) => sum + n, 0);
}

/** Submissions that answered 200, per second of the load (wrk's rate times its share of 200s). */
export function submissionsPerSecond(s: Pick<SubmissionLoad, 'run' | 'answered200'>): number {
  return s.run.requests > 0 ? (s.run.requestsPerSecond * s.answered200) / s.run.requests : 0;
}
