/**
 * The two clocks of a case (EU directive 2019/1937, art. 9; the same good practice in China): the
 * acknowledgement is due CASE_ACKNOWLEDGE_DAYS after receipt, feedback to the reporter
 * CASE_FEEDBACK_DAYS after receipt. A clock runs until its act (acknowledgement; feedback) and stops
 * for good when the case is closed. Everything is computed from the stored dates and the time of the
 * read, so every instance answers the same and no timer has to run anywhere.
 */

export interface CaseDeadlineSettings {
  acknowledgeDays: number;
  feedbackDays: number;
  /** A closed case without a legal hold is deleted this many days after closing (CASE_RETENTION_DAYS). */
  retentionDays: number;
}

/** When a case is deleted: closing plus the retention period; null while open or on legal hold. */
export const deleteAt = (closedAt: string | null, legalHold: boolean, settings: CaseDeadlineSettings) =>
  closedAt && !legalHold ? new Date(Date.parse(closedAt) + settings.retentionDays * DAY_MS).toISOString() : null;

export const DAY_MS = 86_400_000;

/** The dates a case's clocks read. */
export interface CaseDates {
  receivedAt: string;
  acknowledgedAt: string | null;
  feedbackAt: string | null;
  closedAt: string | null;
}

export interface ClockState {
  /** The deadline (ISO time). */
  by: string;
  /** Whole days left on a running clock (negative: days overdue); null once it has stopped. */
  daysLeft: number | null;
  /** Running and past its deadline (the deadline itself is still on time). */
  overdue: boolean;
}

export interface CaseClocks {
  acknowledge: ClockState;
  feedback: ClockState;
}

export const deadlineAfter = (receivedAt: string, days: number): string =>
  new Date(Date.parse(receivedAt) + days * DAY_MS).toISOString();

function clock(by: string, running: boolean, nowMs: number): ClockState {
  if (!running) return { by, daysLeft: null, overdue: false };
  const left = Date.parse(by) - nowMs;
  return { by, daysLeft: Math.floor(left / DAY_MS), overdue: left < 0 };
}

export function caseClocks(dates: CaseDates, settings: CaseDeadlineSettings, nowMs: number): CaseClocks {
  const open = dates.closedAt === null;
  return {
    acknowledge: clock(deadlineAfter(dates.receivedAt, settings.acknowledgeDays), open && !dates.acknowledgedAt, nowMs),
    feedback: clock(deadlineAfter(dates.receivedAt, settings.feedbackDays), open && !dates.feedbackAt, nowMs),
  };
}

/**
 * The receipt time before which a case's clock of `days` is past due at `nowMs`: the list filters
 * `overdue` in SQL with it (received_at < this, clock running).
 */
export const overdueIfReceivedBefore = (days: number, nowMs: number): string =>
  new Date(nowMs - days * DAY_MS).toISOString();
