import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import type { RunningServer } from '../lib/server-process.ts';
import type { SearchScenarios } from './api-results.ts';
import { CACHED_CONTENT_REQUESTS } from './content-requests.ts';
import { COMPRESSED_ENCODINGS, LOAD, MIXED_SEARCH_LOAD, SEARCH_CACHE_MAX_BYTES } from './load-settings.ts';
import { describeRun, type MeasuredRun, runWrk, type WrkRun } from './run-wrk.ts';
import { uncachedSearchRequests } from './search-vocabulary.ts';

/**
 * The "Harden the foundation" scenarios, on a server started with CACHE_MAX_BYTES =
 * SEARCH_CACHE_MAX_BYTES: distinct searches uncompressed and with `Accept-Encoding: br, gzip`
 * (compression happens on each miss), then cached content over 50 connections while a second wrk
 * process sends distinct searches over 8.
 */
export async function measureSearchScenarios(
  server: RunningServer,
  mode: BenchMode,
  commands: Set<string>,
): Promise<SearchScenarios> {
  const searches = uncachedSearchRequests();
  const base = { baseUrl: server.baseUrl, serverPids: () => [server.pid], durationSeconds: mode.wrkSeconds };
  const run = async (label: string, options: Omit<WrkRun, keyof typeof base>): Promise<MeasuredRun> => {
    const result = await runWrk({ ...base, ...options });
    commands.add(result.commandLine);
    console.log(`  ${label}: ${describeRun(result)}`);
    return result;
  };

  // Warm-up: JIT of the search path, the hot content answers in the cache, and the heap grown to what the
  // rotation keeps (a warm-up over 500 queries left that growth, and its old-space collections, to the first
  // measured run: p99 25-37 ms first against 21-23 ms after). The rotation stays uncached: the cache holds a
  // few hundred answers of its 13,000+, and the measured runs check their rate against cached searches.
  await runWrk({
    ...base,
    ...LOAD,
    requests: [...CACHED_CONTENT_REQUESTS, ...searches],
    durationSeconds: mode.warmUpSeconds,
  });

  await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
  const uncompressed = await run('distinct searches, uncompressed', { ...LOAD, requests: searches });
  await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
  const compressed = await run('distinct searches, br/gzip', {
    ...LOAD,
    requests: searches,
    extraHeaders: COMPRESSED_ENCODINGS,
  });

  await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
  const [mixedCached, mixedSearch] = await Promise.all([
    run('mixed: cached content (50 connections)', { ...LOAD, requests: CACHED_CONTENT_REQUESTS }),
    run('mixed: distinct searches (8 connections)', { ...MIXED_SEARCH_LOAD, requests: searches }),
  ]);
  return {
    cacheMaxBytes: SEARCH_CACHE_MAX_BYTES,
    distinctQueries: searches.length,
    uncompressed,
    compressed,
    mixedCached,
    mixedSearch,
  };
}
