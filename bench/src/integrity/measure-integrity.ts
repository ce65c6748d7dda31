import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOOKUP_WINDOW_MS } from '@muyuan/contract/complaint-rules';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { LOAD } from '../api/load-settings.ts';
import { assertWrkInstalled, describeRun, measureWrk } from '../api/run-wrk.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { describeError } from '../lib/describe-error.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { logTail, type RunningServer, startServer } from '../lib/server-process.ts';
import { type ComplaintCounter, openComplaintCounter, settledCount } from './complaint-rows.ts';
import type { IntegrityResult, LookupSeries, SubmissionLoad } from './integrity-results.ts';
import { INTEGRITY_SERVER_ENV, LOOKUP_SLACK_MS } from './integrity-settings.ts';
import {
  assertMalformed,
  LOOKUP_KINDS,
  type LookupKind,
  latencySummary,
  lookupWindow,
  malformedCodes,
  unknownCode,
} from './lookup-timing.ts';
import { answered200, checkNoLoss, connectionErrors } from './no-loss.ts';
import { postLoadArguments, postScript, REQUEST_MARKER } from './post-script.ts';
import { BENCH_SUBJECT, benchReport } from './report-body.ts';

/** What the form sends with every call. */
const REQUEST_HEADERS = { 'content-type': 'application/json', lang: 'zh' } as const;

/** One report through the route as the form sends it; its query code, or an error saying what came back. */
async function submitOne(baseUrl: string): Promise<string> {
  const res = await fetch(baseUrl + INTEGRITY_PATHS.saveComplaint, {
    method: 'POST',
    headers: REQUEST_HEADERS,
    body: JSON.stringify(benchReport()),
  });
  const text = await res.text();
  const code = (JSON.parse(text) as { data?: { queryCode?: unknown } }).data?.queryCode;
  if (res.status !== 200 || typeof code !== 'string') {
    throw new Error(`submitting a report answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  }
  return code;
}

async function measureSubmissions(
  server: RunningServer,
  counter: ComplaintCounter,
  mode: BenchMode,
): Promise<SubmissionLoad> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-integrity-wrk-'));
  const scriptFile = join(dir, 'integrity-post.lua');
  const url = server.baseUrl + INTEGRITY_PATHS.saveComplaint;
  writeFileSync(
    scriptFile,
    postScript({
      bodyTemplate: JSON.stringify(benchReport(`${BENCH_SUBJECT} #${REQUEST_MARKER}`)),
      headers: REQUEST_HEADERS,
    }),
  );
  const load = (durationSeconds: number) =>
    measureWrk(postLoadArguments({ ...LOAD, url, scriptFile, durationSeconds }), () => [server.pid], {
      [server.baseUrl]: 'http://127.0.0.1:<port>',
      [scriptFile]: '<integrity-post.lua>',
    });
  try {
    // Warm-up: JIT of the route, the crypto and the database writes; its reports are counted before the load.
    await load(mode.warmUpSeconds);
    await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
    const before = await settledCount(counter);
    const run = await load(mode.wrkSeconds);
    const after = await settledCount(counter);
    const answers = answered200(run);
    const rowsAdded = after - before;
    const noLoss = checkNoLoss({
      answered200: answers,
      rowsAdded,
      connections: LOAD.connections,
      non2xx: run.non2xx,
      connectionErrors: connectionErrors(run),
    });
    console.log(`  submissions: ${describeRun(run)}`);
    console.log(
      `  no loss: ${answers} answers 200, ${rowsAdded} rows added (${noLoss.missing} missing, ${noLoss.unseen} unseen of at most ${noLoss.unseenAllowed}, ${noLoss.refused} refused): ${noLoss.ok ? 'pass' : 'FAIL'}`,
    );
    return {
      run,
      durationSeconds: mode.wrkSeconds,
      ...LOAD,
      answered200: answers,
      rowsAdded,
      noLoss,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LOOKUP_GIVE_UP_MS = 15_000;

/**
 * What the server answers on fresh connections when a measurement failed: `/healthz` (the process)
 * and `/readyz` (which asks the database), to tell a stuck database from a lost connection.
 */
async function probe(baseUrl: string): Promise<string> {
  const ask = async (path: string) => {
    try {
      const res = await fetch(baseUrl + path, { signal: AbortSignal.timeout(5_000), headers: { connection: 'close' } });
      return `${path} ${res.status}`;
    } catch (error) {
      return `${path} ${describeError(error)}`;
    }
  };
  return `${await ask('/healthz')}; ${await ask('/readyz')}`;
}

/** One lookup, timed from sending the request to the end of the answer. */
async function timeLookup(baseUrl: string, code: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(baseUrl + INTEGRITY_PATHS.complaintStatus, {
    method: 'POST',
    headers: REQUEST_HEADERS,
    body: JSON.stringify({ code }),
    // A lookup takes the 400 ms window: one unanswered for this long is a fault, not a slow answer.
    signal: AbortSignal.timeout(LOOKUP_GIVE_UP_MS),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/**
 * `perKind` lookups of a real code, of well-formed unknown codes (a new one each time) and of
 * malformed codes, one at a time and interleaved (hit, unknown, malformed, hit, …) so that anything
 * else happening on the machine falls on every kind alike; one unrecorded lookup of each kind first.
 */
async function measureLookups(
  baseUrl: string,
  hitCode: string,
  perKind: number,
): Promise<Record<LookupKind, LookupSeries>> {
  const malformed = malformedCodes(hitCode);
  assertMalformed(malformed);
  const codeFor = (kind: LookupKind, i: number): string => {
    if (kind === 'hit') return hitCode;
    if (kind === 'unknown') return unknownCode(randomBytes(15));
    return malformed[i % malformed.length] as string;
  };
  for (const kind of LOOKUP_KINDS) await timeLookup(baseUrl, codeFor(kind, 0));

  const series = Object.fromEntries(
    LOOKUP_KINDS.map((kind) => [kind, { kind, durationsMs: [], statuses: {} }]),
  ) as unknown as Record<LookupKind, LookupSeries>;
  for (let i = 0; i < perKind; i++) {
    for (const kind of LOOKUP_KINDS) {
      const { ms, status } = await timeLookup(baseUrl, codeFor(kind, i));
      const s = series[kind];
      s.durationsMs.push(ms);
      s.statuses[status] = (s.statuses[status] ?? 0) + 1;
    }
  }
  for (const kind of LOOKUP_KINDS) {
    const { durationsMs, statuses } = series[kind];
    const t = latencySummary(durationsMs);
    const answers = Object.entries(statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
    console.log(
      `  lookups, ${kind}: min ${t.minMs.toFixed(1)} ms, median ${t.medianMs.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms, max ${t.maxMs.toFixed(1)} ms (${answers})`,
    );
  }
  return series;
}

/**
 * The integrity report's benchmark on SQLite: the real server with its own temporary data directory
 * and the report limits raised; wrk POSTs reports without attachments for the run's duration, the
 * `complaints` rows are counted against the answers 200; then lookups of a real, an unknown and a
 * malformed code are timed one at a time.
 */
export async function measureIntegrity(mode: BenchMode): Promise<IntegrityResult> {
  assertWrkInstalled();
  const windowMs = LOOKUP_WINDOW_MS;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-integrity-'));
  try {
    const server = await startServer({ dataDir, env: INTEGRITY_SERVER_ENV });
    try {
      return await measureOn(server, dataDir, windowMs, mode);
    } catch (error) {
      // The server's own last words (a crash, a refusal) tell why a load counted nothing.
      throw new Error(
        `${describeError(error)}\nthe server then, on new connections: ${await probe(server.baseUrl)}\n--- server log (last lines) ---\n${logTail(server.logPath)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The submissions under load, then the timed lookups, on a started server. */
async function measureOn(
  server: RunningServer,
  dataDir: string,
  windowMs: number,
  mode: BenchMode,
): Promise<IntegrityResult> {
  const hitCode = await submitOne(server.baseUrl);
  const counter = openComplaintCounter(dataDir);
  let submissions: SubmissionLoad;
  try {
    submissions = await measureSubmissions(server, counter, mode);
  } finally {
    counter.close();
  }
  await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
  const lookups = await measureLookups(server.baseUrl, hitCode, mode.lookupsPerKind);
  return {
    window: lookupWindow(windowMs, LOOKUP_SLACK_MS),
    serverEnv: INTEGRITY_SERVER_ENV,
    submissions,
    lookups,
    commands: [submissions.run.commandLine],
  };
}
