import type { LighthousePage, LighthouseResult } from '../lighthouse/measure-lighthouse.ts';
import type { LighthouseScores } from '../lighthouse/run-lighthouse.ts';
import { code, kB, seconds, table, verdict } from './markdown.ts';
import { TARGETS } from './target-values.ts';

/** Whether a page meets all seven per-page targets. */
export function pageMeetsTargets({ median: m }: Pick<LighthousePage, 'median'>): boolean {
  const s = m.scores;
  return (
    s.performance >= TARGETS.performance &&
    s.accessibility >= TARGETS.accessibility &&
    s['best-practices'] >= TARGETS.bestPractices &&
    s.seo >= TARGETS.seo &&
    m.lcpMs <= TARGETS.lcpMs &&
    m.tbtMs <= TARGETS.tbtMs &&
    m.cls < TARGETS.cls
  );
}

function runLine(page: string, r: LighthouseScores, i: number): string {
  const s = r.scores;
  const warnings = r.warnings.length
    ? `; warning: ${r.warnings.map((w) => w.replace(/ Learn more.*$/, '')).join(' ')}`
    : '';
  return `- ${code(page)} run ${i + 1}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}, LCP ${seconds(r.lcpMs)}, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}; LCP element ${r.lcpElement ?? 'n/a'}; largest shifts: ${r.layoutShifts.join(', ') || 'none'}; CPU benchmark index ${r.benchmarkIndex ?? 'n/a'}${warnings}`;
}

export function renderLighthouseScores(l: LighthouseResult): string {
  const rows = l.pages.map((p) => {
    const { scores: s, lcpMs, tbtMs, cls } = p.median;
    return [
      code(p.page),
      String(s.performance),
      String(s.accessibility),
      String(s['best-practices']),
      String(s.seo),
      seconds(lcpMs),
      `${Math.round(tbtMs)} ms`,
      cls.toFixed(3),
      verdict(pageMeetsTargets(p)),
    ];
  });
  return [
    `Lighthouse ${l.version}, mobile (its default form factor and simulated throttling), each figure the median of ${l.runsPerPage} run${l.runsPerPage === 1 ? '' : 's'}. Result: all of performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.seo}, LCP ≤ ${seconds(TARGETS.lcpMs)}, TBT ≤ ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}.`,
    '',
    table(
      ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'Result'],
      'lrrrrrrrl',
      rows,
    ),
    '',
    "Every run (raw JSON reports in bench/out/lighthouse/, git-ignored). Lighthouse's CPU benchmark index shows how fast the machine was during the run: a busy machine lowers it and inflates TBT.",
    '',
    ...l.pages.flatMap((p) => p.runs.map((r, i) => runLine(p.page, r, i))),
  ].join('\n');
}

export function renderPageBytes(l: LighthouseResult): string {
  const rows = l.pages.map(({ page, bytes: b }) => [
    code(page),
    String(b.scripts),
    kB(b.jsTransferred),
    kB(b.jsGzip),
    kB(b.cssTransferred),
    kB(b.cssGzip),
    b.largestLazy ? `${b.largestLazy.name} ${kB(b.largestLazy.gzip)}` : 'none',
  ]);
  return [
    'JavaScript and CSS of the first load of each page (fresh browser profile, nothing cached), from the network records of the first Lighthouse run. "Transferred" is what went over the wire as measured: the server sends the build\'s brotli-11 files to Chromium, and the figure includes the response headers (about 1 KB per file, mostly security headers). "Gzip" is the same files compressed with gzip -9 from web/dist, bodies only, comparable with the budget. "Largest lazy chunk" is the largest script of the load that is not part of the home route\'s initial JavaScript.',
    '',
    table(
      [
        'Page',
        'Scripts',
        'JS transferred (br)',
        'JS gzip',
        'CSS transferred (br)',
        'CSS gzip',
        'Largest lazy chunk (gzip)',
      ],
      'lrrrrrl',
      rows,
    ),
  ].join('\n');
}
