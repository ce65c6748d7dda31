import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteLogFormat } from '../../../deploy/stack/nginx-config.ts';
import { startStack } from '../../../deploy/stack/stack.ts';
import { COMPARED_ENDPOINTS } from '../api/content-requests.ts';
import { LOAD } from '../api/load-settings.ts';
import { assertNginxInstalled, startNginx } from '../api/nginx-process.ts';
import { getRaw } from '../api/raw-response.ts';
import { assertWrkInstalled, describeRun, type MeasuredRun, runWrk, type WrkRun } from '../api/run-wrk.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { childPids } from '../lib/process-cpu.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { createScratchSchema } from '../lib/scratch-schema.ts';
import { BENCH_SERVER_ENV } from '../lib/server-process.ts';
import { medianRound, type StackResult, type StackRound, stackCachedShare } from './stack-results.ts';

export const BENCH_REDIS_URL_VAR = 'BENCH_REDIS_URL';
/**
 * nginx's workers in both, the stack's and the static one: one per CPU, as `npm run stack` and
 * Debian's nginx.conf run it (the stack's nginx is the part that serves every cached request).
 */
export const STACK_WORKERS = 'auto';
/**
 * A request the template passes to an instance without the micro-cache (proxy_cache_bypass on
 * Authorization, which the content API ignores): nginx → Node for every request, same bytes.
 */
/**
 * Rounds of "static file, then micro-cache" in a full run: the ratio of two 15 s lines moved by ±10 %
 * with the machine's other work, so the target is read from the median of alternating rounds.
 */
export const STACK_ROUNDS = { full: 3, quick: 1 } as const;

export const BYPASS_HEADERS = { Authorization: 'Bearer bench-uncached' } as const;

/**
 * Headers of the stack's answer that nginx makes anew for each response (or, like the ETag, makes its
 * own for a file): the static nginx sends everything else as the answer has it.
 */
const MADE_PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'server',
  'x-request-id',
  'x-cache-status',
  'etag',
]);

/** The answer's headers for the static nginx to send with its bytes. */
export function answerHeadersOf(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !MADE_PER_RESPONSE.has(name.toLowerCase()) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

/**
 * The reference stack's speed: the first compared content call through `npm run stack`'s nginx
 * (answered by its micro-cache), beside nginx serving the same bytes from a file, in the same run;
 * and the same call with the cache bypassed, through nginx and Node. Needs PostgreSQL
 * (BENCH_DATABASE_URL, a scratch schema) and Redis (BENCH_REDIS_URL), as the stack does.
 */
export async function measureStack(mode: BenchMode): Promise<StackResult> {
  assertWrkInstalled();
  assertNginxInstalled();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env[BENCH_REDIS_URL_VAR];
  if (!databaseUrl || !redisUrl) {
    throw new Error(
      `the reference stack runs on PostgreSQL and Redis: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and ${BENCH_REDIS_URL_VAR} (e.g. redis://127.0.0.1:6379)`,
    );
  }
  const endpoint = COMPARED_ENDPOINTS.find((e) => e.kind === 'content');
  if (!endpoint) throw new Error('no content endpoint to compare');
  const scratch = createScratchSchema(databaseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-data-'));
  try {
    const stack = await startStack({
      port: 0,
      databaseUrl: scratch.url,
      redisUrl,
      workers: STACK_WORKERS,
      env: { ...BENCH_SERVER_ENV, DATA_DIR: dataDir },
    });
    try {
      const { lang, path } = endpoint.request;
      const answer = await getRaw(stack.baseUrl + path, { lang });
      if (answer.status !== 200) throw new Error(`${endpoint.name} through the stack answered HTTP ${answer.status}`);
      // The static nginx sends the answer's body with the answer's headers (the same bytes on the wire),
      // and logs and keeps connections as the stack's edge does (decision 183).
      const staticNginx = await startNginx(
        STACK_WORKERS,
        [{ path: path.replace(/\?.*$/, ''), body: answer.body, answerHeaders: answerHeadersOf(answer.headers) }],
        siteLogFormat(),
      );
      try {
        const commands = new Set<string>();
        const nginxPids = () => [stack.nginxPid, ...childPids(stack.nginxPid)];
        const measure = async (
          label: string,
          run: Omit<WrkRun, 'durationSeconds' | 'requests' | 'threads' | 'connections'>,
        ) => {
          await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
          const measured: MeasuredRun = await runWrk({
            ...LOAD,
            ...run,
            requests: [endpoint.request],
            durationSeconds: mode.wrkSeconds,
          });
          commands.add(measured.commandLine);
          console.log(`  ${endpoint.name} ${label}: ${describeRun(measured)}`);
          return measured;
        };
        // Warm-up: JIT, the instances' response caches and nginx's micro-cache settle.
        await runWrk({
          ...LOAD,
          baseUrl: stack.baseUrl,
          serverPids: nginxPids,
          requests: [endpoint.request],
          durationSeconds: mode.warmUpSeconds,
        });
        await runWrk({
          ...LOAD,
          baseUrl: stack.baseUrl,
          serverPids: nginxPids,
          requests: [endpoint.request],
          durationSeconds: mode.warmUpSeconds,
          extraHeaders: { ...BYPASS_HEADERS },
        });
        // The stack's CPU is nginx's (the micro-cache answers) plus the instances' (about one request a second).
        const stackPids = () => [...nginxPids(), ...stack.instances.flatMap((i) => (i.pid ? [i.pid] : []))];
        const rounds: StackRound[] = [];
        const roundCount = mode.quick ? STACK_ROUNDS.quick : STACK_ROUNDS.full;
        for (let round = 1; round <= roundCount; round++) {
          const staticFile = await measure(`nginx, static file (round ${round})`, {
            baseUrl: staticNginx.baseUrl,
            serverPids: staticNginx.pids,
          });
          const cached = await measure(`stack, micro-cache (round ${round})`, {
            baseUrl: stack.baseUrl,
            serverPids: stackPids,
          });
          rounds.push({ staticFile, cached });
        }
        const { staticFile, cached } = medianRound(rounds);
        const uncached = await measure('stack, nginx → Node (cache bypassed)', {
          baseUrl: stack.baseUrl,
          serverPids: stackPids,
          extraHeaders: { ...BYPASS_HEADERS },
        });
        let hits = 0;
        const SAMPLE = 50;
        for (let i = 0; i < SAMPLE; i++) {
          const sample = await getRaw(stack.baseUrl + path, { lang });
          if (sample.headers['x-cache-status'] === 'HIT') hits++;
        }
        return {
          endpoint: { name: endpoint.name, lang, path },
          bodyBytes: answer.body.length,
          workers: STACK_WORKERS,
          staticFile,
          cached,
          roundShares: rounds.map(stackCachedShare),
          uncached,
          sampledHitShare: hits / SAMPLE,
          commands: [...commands],
        };
      } finally {
        await staticNginx.stop();
      }
    } finally {
      await stack.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    scratch.drop();
  }
}
