import type { LighthousePage } from '../lighthouse/measure-lighthouse.ts';
import type { BenchResults } from '../results.ts';
import { code, seconds } from './markdown.ts';
import { TARGETS, type TargetRow } from './target-values.ts';

/** A per-page Lighthouse target: the worst page's figure and the pages that miss it. */
function pageTarget(
  pages: readonly LighthousePage[] | undefined,
  target: string,
  value: (p: LighthousePage) => number,
  meets: (v: number) => boolean,
  show: (v: number) => string,
  higherIsBetter: boolean,
): TargetRow {
  const scope = 'each page';
  if (!pages || pages.length === 0) return { target, scope, measured: 'not measured', pass: null };
  const sorted = [...pages].sort((a, b) => (higherIsBetter ? value(a) - value(b) : value(b) - value(a)));
  const worst = sorted[0] as LighthousePage;
  const misses = pages.filter((p) => !meets(value(p)));
  const missed = misses.length === pages.length ? 'every page' : misses.map((p) => code(p.page)).join(', ');
  const missText = misses.length > 0 ? `; missed on ${missed}` : '';
  return {
    target,
    scope,
    measured: `worst ${show(value(worst))} (${code(worst.page)})${missText}`,
    pass: misses.length === 0,
  };
}

/** Each Lighthouse target over every page. */
export function lighthouseRows(results: BenchResults): TargetRow[] {
  const pages = results.lighthouse?.pages;
  const runs = results.lighthouse?.runsPerPage ?? results.mode.lighthouseRuns;
  const score = (id: keyof LighthousePage['median']['scores'], label: string, min: number) =>
    pageTarget(
      pages,
      `Lighthouse ${label} ≥ ${min} (median of ${runs})`,
      (p) => p.median.scores[id],
      (v) => v >= min,
      String,
      true,
    );
  return [
    score('performance', 'performance', TARGETS.performance),
    score('accessibility', 'accessibility', TARGETS.accessibility),
    score('best-practices', 'best practices', TARGETS.bestPractices),
    score('seo', 'SEO', TARGETS.seo),
    pageTarget(
      pages,
      `LCP < ${seconds(TARGETS.lcpMs)}`,
      (p) => p.median.lcpMs,
      (v) => v < TARGETS.lcpMs,
      seconds,
      false,
    ),
    pageTarget(
      pages,
      `CLS < ${TARGETS.cls}`,
      (p) => p.median.cls,
      (v) => v < TARGETS.cls,
      (v) => v.toFixed(3),
      false,
    ),
  ];
}
