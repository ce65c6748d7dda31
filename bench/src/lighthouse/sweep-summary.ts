import { TARGETS } from '../report/target-values.ts';
import type { LighthouseScores } from './run-lighthouse.ts';

export interface SweptPage {
  path: string;
  scores: Pick<LighthouseScores, 'scores' | 'lcpMs' | 'tbtMs' | 'cls' | 'benchmarkIndex'>;
}

/** What a page misses of the per-page performance targets (empty: it meets them). */
export function missedTargets({ scores: s }: SweptPage): string[] {
  const missed: string[] = [];
  if (s.scores.performance < TARGETS.performance) missed.push(`performance ${s.scores.performance}`);
  if (s.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${Math.round(s.lcpMs)} ms`);
  if (s.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${Math.round(s.tbtMs)} ms`);
  if (s.cls >= TARGETS.cls) missed.push(`CLS ${s.cls.toFixed(3)}`);
  return missed;
}

/** How many pages meet the targets, the pages that miss (worst TBT first), and the spread of each figure. */
export function sweepSummary(pages: readonly SweptPage[]): string {
  const missing = pages
    .map((page) => ({ page, missed: missedTargets(page) }))
    .filter((p) => p.missed.length > 0)
    .sort((a, b) => b.page.scores.tbtMs - a.page.scores.tbtMs);
  const spread = (pick: (p: SweptPage) => number) => {
    const values = pages.map(pick).sort((a, b) => a - b);
    return `${Math.round(values[0] ?? 0)}–${Math.round(values.at(-1) ?? 0)}`;
  };
  const indexes = pages.map((p) => p.scores.benchmarkIndex ?? 0).filter((i) => i > 0);
  return [
    `${pages.length - missing.length} of ${pages.length} pages meet performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}.`,
    `Performance ${spread((p) => p.scores.scores.performance)}, LCP ${spread((p) => p.scores.lcpMs)} ms, TBT ${spread((p) => p.scores.tbtMs)} ms; CPU benchmark index ${indexes.length ? `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}` : 'n/a'}.`,
    ...missing.map(({ page, missed }) => `- ${page.path}: ${missed.join(', ')}`),
  ].join('\n');
}
