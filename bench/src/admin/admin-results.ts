import type { MeasuredRun } from '../api/run-wrk.ts';

/** Signed-in calls to the back office's API under load (issue 19's target: p99 ≤ 5 ms at 50 connections). */
export interface AdminResult {
  /** The call measured. */
  path: string;
  /** With the session cookie of a signed-in admin: the target's line. */
  session: MeasuredRun;
  /** With an API token (`Authorization: Bearer`) of the same person: information. */
  token: MeasuredRun;
  commands: string[];
}
