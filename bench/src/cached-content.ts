import { assertNginxInstalled } from './api/nginx-process.ts';
import { assertWrkInstalled } from './api/run-wrk.ts';
import { compareWithNginx, warmUpCachedContent } from './api/side-by-side.ts';
import { type BenchMode, benchMode } from './lib/bench-mode.ts';
import { startServer } from './lib/server-process.ts';
import { renderComparisons } from './report/render-api.ts';

/**
 * `npm run bench:cached -w bench`: only the cached-content lines (each compared endpoint beside nginx)
 * on SQLite, in a minute or two, to compare a change of the server's request path before and after
 * on the same machine. 5 s per wrk line after a 2 s warm-up (`BENCH_QUICK=1`: 3 s after 1 s); the
 * wait for a quiet machine is short, so "Other CPU" tells how busy it was. Prints only.
 */
const full = benchMode();
const mode: BenchMode = full.quick ? full : { ...full, wrkSeconds: 5, warmUpSeconds: 2, quietMaxWaitMs: 5_000 };
assertWrkInstalled();
assertNginxInstalled();
const server = await startServer();
try {
  await warmUpCachedContent(server, mode);
  const comparisons = await compareWithNginx(server, mode, new Set());
  console.log(`\n${renderComparisons(comparisons)}`);
} finally {
  await server.stop();
}
