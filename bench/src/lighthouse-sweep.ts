import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapPaths } from './first-paint/sitemap-paths.ts';
import { benchMode } from './lib/bench-mode.ts';
import { buildWeb } from './lib/build-web.ts';
import { waitForQuietMachine } from './lib/quiet-machine.ts';
import { REPO_ROOT } from './lib/repo-paths.ts';
import { startServer } from './lib/server-process.ts';
import { runLighthouse } from './lighthouse/run-lighthouse.ts';
import { type SweptPage, sweepSummary } from './lighthouse/sweep-summary.ts';

/**
 * `npm run bench:lighthouse-sweep -w bench [-- --skip-build] [--from N]`: Lighthouse (mobile, once) on every page
 * /sitemap.xml lists, both languages, path addresses, held to the per-page targets (issue 43: "every sitemap
 * page"). One run per page, about 15 s each, so a sweep takes most of an hour: it is its own command, not a part
 * of `npm run bench`, whose eleven pages are measured three times each. Prints the pages that miss, sorted by TBT,
 * and keeps every page's figures in bench/out/lighthouse-sweep.json.
 */
buildWeb();
const mode = benchMode();
const fromArgument = process.argv.indexOf('--from');
const from = fromArgument > 0 ? Number(process.argv[fromArgument + 1]) || 0 : 0;
const server = await startServer();
const swept: SweptPage[] = [];
try {
  const paths = (await sitemapPaths(server.baseUrl)).slice(from);
  for (const [index, path] of paths.entries()) {
    await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
    const scores = await runLighthouse(server.baseUrl + path).catch(() => runLighthouse(server.baseUrl + path));
    swept.push({ path, scores });
    console.log(
      `${from + index + 1}/${from + paths.length} ${path}: performance ${scores.scores.performance}, LCP ${Math.round(scores.lcpMs)} ms, TBT ${Math.round(scores.tbtMs)} ms, CLS ${scores.cls.toFixed(3)}, CPU index ${scores.benchmarkIndex ?? 'n/a'}`,
    );
  }
} finally {
  await server.stop();
}
mkdirSync(join(REPO_ROOT, 'bench/out'), { recursive: true });
writeFileSync(join(REPO_ROOT, 'bench/out/lighthouse-sweep.json'), `${JSON.stringify(swept, null, 2)}\n`);
console.log(`\n${sweepSummary(swept)}`);
