import type { FirstPaintPage } from '../first-paint/first-paint.ts';
import type { LighthousePage } from '../lighthouse/measure-lighthouse.ts';
import type { BenchResults } from '../results.ts';
import { code, count, seconds } from './markdown.ts';
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
      `LCP ≤ ${seconds(TARGETS.lcpMs)} (median of ${runs})`,
      (p) => p.median.lcpMs,
      (v) => v <= TARGETS.lcpMs,
      seconds,
      false,
    ),
    pageTarget(
      pages,
      `Total Blocking Time ≤ ${TARGETS.tbtMs} ms (median of ${runs})`,
      (p) => p.median.tbtMs,
      (v) => v <= TARGETS.tbtMs,
      (v) => `${Math.round(v)} ms`,
      false,
    ),
    ...firstPaintRows(results.lighthouse?.firstPaint),
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

/** Issue 43: every sitemap page's first paint in one round trip, within the first window. */
function firstPaintRows(pages: readonly FirstPaintPage[] | undefined): TargetRow[] {
  const scope = 'every sitemap page, both layouts';
  const bytesTarget = `HTML and what it blocks on before first paint ≤ ${count(TARGETS.firstPaintBytes)} bytes (14 KiB) brotli`;
  const tripsTarget = 'Round trips to first paint: 1';
  if (!pages || pages.length === 0) {
    return [bytesTarget, tripsTarget].map((target) => ({ target, scope, measured: 'not measured', pass: null }));
  }
  const sent = (p: FirstPaintPage) => p.htmlBytes + p.blockingBytes;
  const worst = [...pages].sort((a, b) => sent(b) - sent(a))[0] as FirstPaintPage;
  const over = pages.filter((p) => sent(p) > TARGETS.firstPaintBytes);
  const slow = pages.filter((p) => p.roundTrips > 1);
  const named = (list: readonly FirstPaintPage[]) =>
    list
      .slice(0, 5)
      .map((p) => `${code(p.path)} (${p.layout})`)
      .join(', ');
  return [
    {
      target: bytesTarget,
      scope,
      measured: `worst ${count(sent(worst))} bytes (${code(worst.path)}, ${worst.layout}) of ${pages.length}${over.length ? `; over on ${over.length}: ${named(over)}` : ''}`,
      pass: over.length === 0,
    },
    {
      target: tripsTarget,
      scope,
      measured: `most ${Math.max(...pages.map((p) => p.roundTrips))}${slow.length ? `; more than one on ${slow.length}: ${named(slow)}` : ''}`,
      pass: slow.length === 0,
    },
  ];
}
