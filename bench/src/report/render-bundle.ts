import { INITIAL_JS_BUDGET_BYTES } from '../bundle/budget.ts';
import type { BundleMeasure, ChunkSize } from '../bundle/measure-bundle.ts';
import { code, count, kB, table, verdict } from './markdown.ts';

const LAZY_SHOWN = 5;

const rows = (chunks: readonly ChunkSize[]) => chunks.map((c) => [code(c.file), c.name, kB(c.raw), kB(c.gzip)]);

/** What the investor chart adds to `/securities` when it is shown, chunk by chunk. */
function chartLine(chart: readonly ChunkSize[]): string {
  if (chart.length === 0) return 'The investor chart was not found in the build manifest: its size was not measured.';
  const total = chart.reduce((sum, c) => sum + c.gzip, 0);
  const parts = chart.map((c) => `${c.name} ${kB(c.gzip)}`).join(', ');
  return `The investor chart's own JavaScript (uPlot and the chart's code, loaded by \`/securities\` when the chart is shown, counted in no page's initial load): **${kB(total)}** gzip (${parts}).`;
}

/** The home route's initial JavaScript file by file, its stylesheets and the largest lazy chunks. */
export function renderBundle(b: BundleMeasure): string {
  const ok = b.totalGzip <= INITIAL_JS_BUDGET_BYTES;
  const raw = b.scripts.reduce((sum, s) => sum + s.raw, 0);
  const how =
    b.importsFrom === 'manifest'
      ? "plus their static imports from Vite's build manifest"
      : 'plus the relative static imports found in those files (the build writes no manifest)';
  return [
    `Home route initial JavaScript, gzip level 9: **${kB(b.totalGzip)}** (${count(b.totalGzip)} bytes; raw ${kB(raw)}), budget ${kB(INITIAL_JS_BUDGET_BYTES)}: ${verdict(ok)}.`,
    '',
    `Counted: the entry and preloads index.html's app loader starts after the first paint (\`#app-modules\`), ${how}. Chunks loaded by dynamic import load with their page and are not counted; stylesheets are listed for information. 1 KB = 1000 bytes.`,
    '',
    table(['File', 'Chunk', 'Raw', 'Gzip -9'], 'llrr', [...rows(b.scripts), ...rows(b.styles)]),
    '',
    `Largest lazy chunks (of ${b.lazy.length}): ${
      b.lazy
        .slice(0, LAZY_SHOWN)
        .map((c) => `${c.name} ${kB(c.gzip)}`)
        .join(', ') || 'none'
    }.`,
    '',
    chartLine(b.chart),
    '',
    'The size check of `npm test` (`npm run bench:budget -w bench`, right after the build) fails when this total passes the budget, naming the chunks that grew since `bench/bundle-baseline.json`, which `npm run bench` rewrites.',
  ].join('\n');
}
