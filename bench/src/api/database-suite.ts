import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchMode } from '../lib/bench-mode.ts';
import { rssBytes, sampleRss } from '../lib/rss.ts';
import { startServer } from '../lib/server-process.ts';
import type { DatabaseName, DatabaseResult } from './api-results.ts';
import { CACHED_CONTENT_REQUESTS, checkRequestsAnswer, SEARCH_REQUESTS } from './content-requests.ts';
import { SEARCH_CACHE_MAX_BYTES } from './load-settings.ts';
import { comparePageServing, type PageServing } from './page-serving.ts';
import { measureSearchScenarios } from './search-scenarios.ts';
import { compareWithNginx, warmUpCachedContent } from './side-by-side.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MB = 1024 * 1024;

/**
 * Everything measured on one database: a first start on the empty database (cold start with
 * migration and seeding), a second start on the seeded one (cold start, RSS at rest, the endpoints
 * side by side with nginx and a prerendered page against index.html, default settings), and a third
 * with a small response cache for the search scenarios. RSS is sampled every 200 ms under load on both
 * loaded servers.
 */
export async function measureDatabase(
  database: DatabaseName,
  databaseUrl: string | undefined,
  mode: BenchMode,
): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const commands = new Set<string>();
  try {
    const options = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
    const empty = await startServer(options);
    await empty.stop();
    console.log(`${database}: cold start on an empty database ${Math.round(empty.startMs)} ms`);

    const server = await startServer(options);
    console.log(`${database}: cold start on the seeded database ${Math.round(server.startMs)} ms`);
    let rssRestBytes = 0;
    let peakDefault = 0;
    let comparisons: DatabaseResult['comparisons'] = [];
    let pages: PageServing;
    try {
      await sleep(1000);
      rssRestBytes = rssBytes(server.pid);
      const sampler = sampleRss(server.pid);
      await checkRequestsAnswer(server.baseUrl, [...CACHED_CONTENT_REQUESTS, ...SEARCH_REQUESTS]);
      // Warm-up: JIT and the response cache settle before anything is recorded.
      await warmUpCachedContent(server, mode);
      comparisons = await compareWithNginx(server, mode, commands);
      pages = await comparePageServing(server, mode, commands);
      peakDefault = sampler.stop();
    } finally {
      await server.stop();
    }

    const searchServer = await startServer({ ...options, cacheMaxBytes: SEARCH_CACHE_MAX_BYTES });
    let peakSearch = 0;
    let search: DatabaseResult['search'];
    try {
      const sampler = sampleRss(searchServer.pid);
      search = await measureSearchScenarios(searchServer, mode, commands);
      peakSearch = sampler.stop();
    } finally {
      await searchServer.stop();
    }
    console.log(
      `${database}: RSS at rest ${(rssRestBytes / MB).toFixed(1)} MB, peak under load ${(Math.max(peakDefault, peakSearch) / MB).toFixed(1)} MB`,
    );
    return {
      database,
      coldStartEmptyMs: empty.startMs,
      coldStartSeededMs: server.startMs,
      rssRestBytes,
      rssPeakBytes: Math.max(peakDefault, peakSearch),
      comparisons,
      pages,
      search,
      commands: [...commands],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
