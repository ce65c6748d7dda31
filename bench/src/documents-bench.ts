import { spawnSync } from 'node:child_process';
import { describeRun } from './api/run-wrk.ts';
import { measureDocuments } from './documents/measure-documents.ts';
import { benchMode } from './lib/bench-mode.ts';
import { REPO_ROOT } from './lib/repo-paths.ts';
import { mb } from './report/markdown.ts';

/**
 * `npm run bench:documents -w bench`: issue 42's figures alone (documents/measure-documents.ts), printed,
 * not written into docs/performance.md (the full `npm run bench` does that). Builds the server first
 * (`--skip-build` to use the server/dist there: the PDF reading thread is its own bundle).
 */
function buildServer(): void {
  console.log('Building the server: npm run build -w server');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build -w server failed (exit ${result.status})`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (!process.argv.includes('--skip-build')) buildServer();
const mode = benchMode();
if (mode.quick)
  console.log('BENCH_QUICK: 100 PDFs and short lines to check the harness; the figures are not for the record.');
const r = await measureDocuments(mode);
console.log(
  `${r.documents} PDFs of ${r.pagesPerDocument} pages (${mb(r.fileBytes)}); the index over them: ${mb(r.indexBytes)}`,
);
for (const d of r.runs) {
  console.log(`${d.database}:`);
  console.log(
    `  published ${seconds(d.publishMs)}, all read ${seconds(d.readMs)}, all searchable ${seconds(d.searchableMs)} after the first upload`,
  );
  console.log(
    `  document_pages: ${d.pageRows} rows, ${mb(d.pageTextBytes)} of text, ${mb(d.pageTableBytes)} on disk with its key`,
  );
  console.log(
    `  RSS: ${mb(d.rssStartBytes)} at the start, ${mb(d.rssBeforeBytes)} at rest with the seed's PDFs read, peak ${mb(d.rssReadingPeakBytes)} while reading, ${mb(d.rssAfterBytes)} at rest after, peak ${mb(d.rssLoadPeakBytes)} under the search line`,
  );
  console.log(`  ${r.requests} distinct searches over ${r.connections} connections: ${describeRun(d.run)}`);
}
