import { meetsApiTarget, renderApiBody, type ScenarioResult, shortfall } from './api/api-report.ts';
import { CACHED_CONTENT_REQUESTS, checkRequestsAnswer, SEARCH_REQUESTS } from './api/content-requests.ts';
import { assertWrkInstalled, type LangRequest, runWrk } from './api/run-wrk.ts';
import { uncachedSearchRequests } from './api/search-vocabulary.ts';
import { describeMachine } from './lib/machine.ts';
import { createScratchDatabase } from './lib/postgres-database.ts';
import { waitForQuietMachine } from './lib/quiet-machine.ts';
import { REPO_ROOT } from './lib/repo-paths.ts';
import { type RunningServer, startServer } from './lib/server-process.ts';
import { writeSection } from './report.ts';

const LOAD = { threads: 2, connections: 50, durationSeconds: 15 } as const;
const WARM_UP_SECONDS = 5;
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br' };

interface Scenario {
  name: string;
  requests: readonly LangRequest[];
  hasTarget: boolean;
  extraHeaders?: Record<string, string>;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'cached content (8 calls × zh/en)', requests: CACHED_CONTENT_REQUESTS, hasTarget: true },
  {
    name: 'cached content, browser-like Accept-Encoding',
    requests: CACHED_CONTENT_REQUESTS,
    hasTarget: false,
    extraHeaders: BROWSER_ENCODINGS,
  },
  { name: 'search, uncached (distinct keywords)', requests: uncachedSearchRequests(), hasTarget: false },
];

async function measureDatabase(database: ScenarioResult['database'], server: RunningServer, commands: Set<string>) {
  await checkRequestsAnswer(server.baseUrl, [...CACHED_CONTENT_REQUESTS, ...SEARCH_REQUESTS]);
  const base = { baseUrl: server.baseUrl, serverPid: server.pid, threads: LOAD.threads, connections: LOAD.connections };
  // Warm-up: JIT, response caches and connection pools settle before anything is recorded.
  await runWrk({
    ...base,
    requests: [...CACHED_CONTENT_REQUESTS, ...SEARCH_REQUESTS],
    durationSeconds: WARM_UP_SECONDS,
  });
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    await waitForQuietMachine();
    const run = await runWrk({
      ...base,
      requests: scenario.requests,
      durationSeconds: LOAD.durationSeconds,
      ...(scenario.extraHeaders ? { extraHeaders: scenario.extraHeaders } : {}),
    });
    commands.add(
      run.commandLine
        .replace(server.baseUrl, 'http://127.0.0.1:<port>')
        .replace(`${REPO_ROOT}/`, '')
        .replace(/ -- \S+$/, ' -- <requests.txt>'),
    );
    console.log(
      `${database} | ${scenario.name}: ${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, non-2xx ${run.non2xx}, socket errors ${run.socketErrors}, server ${run.serverCores.toFixed(2)} cores, wrk ${run.wrkCores?.toFixed(2) ?? 'n/a'} cores, machine ${run.machineCores.toFixed(2)} cores busy`,
    );
    results.push({ database, scenario: scenario.name, hasTarget: scenario.hasTarget, run });
  }
  return results;
}

async function main(): Promise<void> {
  assertWrkInstalled();
  const results: ScenarioResult[] = [];
  const commands = new Set<string>();

  const sqlite = await startServer();
  try {
    results.push(...(await measureDatabase('SQLite', sqlite, commands)));
  } finally {
    await sqlite.stop();
  }

  const scratch = createScratchDatabase();
  try {
    const postgres = await startServer({ databaseUrl: scratch.url });
    try {
      results.push(...(await measureDatabase('PostgreSQL', postgres, commands)));
    } finally {
      await postgres.stop();
    }
  } finally {
    scratch.drop();
  }

  writeSection({
    name: 'api-load',
    title: 'API load (cached content GETs)',
    command: 'npm run bench:api -w bench',
    body: renderApiBody(results, [...commands], describeMachine().nproc),
  });
  const misses = results.filter((r) => r.hasTarget && !meetsApiTarget(r.run));
  for (const miss of misses) console.error(`API target missed on ${miss.database}: ${shortfall(miss.run)}`);
  if (misses.length > 0) process.exitCode = 1;
}

await main();
