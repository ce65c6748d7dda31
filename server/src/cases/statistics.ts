import {
  CASE_CATEGORIES,
  CASE_OUTCOMES,
  CASE_STATUSES,
  type CaseCategory,
  type CaseOutcome,
  type CaseStatistics,
  type CaseStatus,
} from '@muyuan/contract/admin/cases';
import { DAY_MS } from './clocks.ts';
import type { CaseContext } from './context.ts';
import * as repo from './repository.ts';

/** Beijing has no daylight saving: a year there starts at 16:00 UTC on 31 December. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - BEIJING_OFFSET_MS).toISOString();

/** The middle value (the mean of the two middle ones for an even count), in days to one decimal; null for none. */
export function medianDays(spansMs: number[]): number | null {
  if (spansMs.length === 0) return null;
  const sorted = [...spansMs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const ms = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round((ms / DAY_MS) * 10) / 10;
}

/**
 * The year's figures for the annual compliance report, from what the server holds in clear only (status,
 * outcome, the officer's category, dates): cases received in the Beijing calendar year, by status, by
 * outcome and by category, the median days
 * from receipt to acknowledgement and to closing, and how many were acknowledged within the deadline. What
 * a report is about stays sealed (decision 236).
 */
export async function caseStatistics(ctx: CaseContext, year: number): Promise<CaseStatistics> {
  const rows = await repo.casesReceivedBetween(ctx.db, yearStart(year), yearStart(year + 1));
  const byStatus = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as Record<CaseStatus, number>;
  const byOutcome = Object.fromEntries(CASE_OUTCOMES.map((o) => [o, 0])) as Record<CaseOutcome, number>;
  const byCategory = Object.fromEntries(CASE_CATEGORIES.map((c) => [c, 0])) as Record<CaseCategory, number>;
  let uncategorized = 0;
  const toAcknowledge: number[] = [];
  const toClose: number[] = [];
  let acknowledgedInTime = 0;
  for (const row of rows) {
    byStatus[row.status] += 1;
    if (row.status === 'closed' && row.outcome) byOutcome[row.outcome] += 1;
    if (row.category) byCategory[row.category] += 1;
    else uncategorized += 1;
    const received = Date.parse(row.created_at);
    if (row.acknowledged_at) {
      const span = Date.parse(row.acknowledged_at) - received;
      toAcknowledge.push(span);
      if (span <= ctx.deadlines.acknowledgeDays * DAY_MS) acknowledgedInTime += 1;
    }
    if (row.status === 'closed' && row.closed_at) toClose.push(Date.parse(row.closed_at) - received);
  }
  return {
    year,
    received: rows.length,
    byStatus,
    byOutcome,
    byCategory,
    uncategorized,
    medianDaysToAcknowledge: medianDays(toAcknowledge),
    medianDaysToClose: medianDays(toClose),
    acknowledgedWithinDeadline: acknowledgedInTime,
  };
}
