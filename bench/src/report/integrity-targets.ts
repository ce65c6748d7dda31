import { type IntegrityResult, submissionsPerSecond, unexpectedAnswers } from '../integrity/integrity-results.ts';
import { EXPECTED_STATUS, latencySummary, mediansApart, outsideWindow } from '../integrity/lookup-timing.ts';
import { count, ms } from './markdown.ts';
import { TARGETS, type TargetRow } from './target-values.ts';

const SCOPE = 'SQLite';

/** `[400, 500] ms`: the window every lookup answer must fall in, bounds included. */
export const windowText = (r: Pick<IntegrityResult, 'window'>) => `[${r.window.fromMs}, ${r.window.toMs}] ms`;

/** What the no-loss check found, in a few words. */
export function noLossText(r: IntegrityResult): string {
  const s = r.submissions;
  const n = s.noLoss;
  return `${count(s.rowsAdded)} rows for ${count(s.answered200)} answers 200: ${count(n.missing)} missing, ${count(n.unseen)} stored whose answer wrk did not read (≤ ${count(n.unseenAllowed)}), ${count(n.refused)} refused`;
}

/** The integrity report's four targets: rate and no loss of the submissions, the lookups' fixed time. */
export function integrityRows(r: IntegrityResult | null): TargetRow[] {
  if (!r) return [{ target: 'Integrity report targets', scope: SCOPE, measured: 'not measured', pass: null }];
  const s = r.submissions;
  const rate = submissionsPerSecond(s);
  const { hit, unknown } = r.lookups;
  const timed = [hit, unknown];
  const outside = timed.reduce((sum, l) => sum + outsideWindow(l.durationsMs, r.window).length, 0);
  const total = timed.reduce((sum, l) => sum + l.durationsMs.length, 0);
  const wrongStatus = timed.reduce((sum, l) => sum + unexpectedAnswers(l, EXPECTED_STATUS[l.kind]), 0);
  const range = (durations: readonly number[]) => {
    const t = latencySummary(durations);
    return `${ms(t.minMs)}–${ms(t.maxMs)}`;
  };
  const apart = mediansApart(hit.durationsMs, unknown.durationsMs);
  return [
    {
      target: `Integrity reports ≥ ${TARGETS.reportSubmissionsPerSecond} submissions/s (no attachments, ${s.connections} connections)`,
      scope: SCOPE,
      measured: `${count(rate)}/s (p50 ${ms(s.run.latencyP50Ms)}, p99 ${ms(s.run.latencyP99Ms)})`,
      pass: rate >= TARGETS.reportSubmissionsPerSecond,
    },
    {
      target: 'Integrity reports: no loss (each submission answered 200, each answer 200 stored)',
      scope: SCOPE,
      measured: noLossText(r),
      pass: s.noLoss.ok,
    },
    {
      target: `Code lookups answer within ${windowText(r)} (known and unknown codes)`,
      scope: SCOPE,
      measured: `${count(outside)} of ${count(total)} outside (known ${range(hit.durationsMs)}, unknown ${range(unknown.durationsMs)})${wrongStatus > 0 ? `; ${count(wrongStatus)} answered another status` : ''}`,
      pass: outside === 0 && wrongStatus === 0,
    },
    {
      target: `Known and unknown codes indistinguishable (medians within ${TARGETS.lookupMediansApartMs} ms)`,
      scope: SCOPE,
      measured: `${ms(latencySummary(hit.durationsMs).medianMs)} vs ${ms(latencySummary(unknown.durationsMs).medianMs)} (${ms(apart)} apart)`,
      pass: apart <= TARGETS.lookupMediansApartMs,
    },
  ];
}
