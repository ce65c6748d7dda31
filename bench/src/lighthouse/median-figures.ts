import { median } from '../lib/median.ts';
import type { CategoryId, LighthouseScores } from './run-lighthouse.ts';

export interface MedianFigures {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The median of each figure over a page's runs, taken figure by figure. */
export function medianFigures(
  runs: readonly Pick<LighthouseScores, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'>[],
): MedianFigures {
  const of = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick));
  return {
    scores: {
      performance: of((r) => r.scores.performance),
      accessibility: of((r) => r.scores.accessibility),
      'best-practices': of((r) => r.scores['best-practices']),
      seo: of((r) => r.scores.seo),
    },
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  };
}
