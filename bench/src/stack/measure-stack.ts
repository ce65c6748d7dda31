import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteLogFormat } from '../../../deploy/stack/nginx-config.ts';
import { startStack } from '../../../deploy/stack/stack.ts';
import { COMPARED_ENDPOINTS } from '../api/content-requests.ts';
import { LOAD } from '../api/load-settings.ts';
import { assertNginxInstalled, startNginx } from '../api/nginx-process.ts';
import { assertWrkInstalled, describeRun, type MeasuredRun, runWrk, type WrkRun } from '../api/run-wrk.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { childPids } from '../lib/process-cpu.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { createScratchSchema } from '../lib/scratch-schema.ts';
import { BENCH_SERVER_ENV } from '../lib/server-process.ts';
import { answerHeadersOf, assertSameAnswer, COMPARED_ENCODING } from './same-answer.ts';
import { medianRound, type StackResult, type StackRound, stackCachedShare } from './stack-results.ts';
import { wireGet } from './wire-exchange.ts';

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

/** Every request of every line asks for gzip: the stack's answer compressed, the static nginx's .gz file. */
export const ENCODING_HEADERS = { 'Accept-Encoding': COMPARED_ENCODING } as const;

/**
 * The reference stack's speed: the first compared content call through `npm run stack`'s nginx
 * (answered by its micro-cache), beside nginx serving the same bytes from a file compressed ahead of
 * time (gzip_static), in the same run; and the same call with the cache bypassed, through nginx and
 * Node. Every request accepts gzip only, and the two servers' answers are checked byte for byte first. Needs PostgreSQL
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
      const requestHeaders = { lang, ...ENCODING_HEADERS };
      const answer = await wireGet(stack.baseUrl + path, requestHeaders);
      if (answer.status !== 200) throw new Error(`${endpoint.name} through the stack answered HTTP ${answer.status}`);
      if (answer.headers['content-encoding'] !== COMPARED_ENCODING)
        throw new Error(
          `${endpoint.name} through the stack is not ${COMPARED_ENCODING}: ${JSON.stringify(answer.headers)}`,
        );
      // The static nginx keeps the answer's body as a .gz file beside the plain one (gzip_static) and sends it
      // with the answer's headers (the same bytes on the wire), and logs and keeps connections as the
      // stack's edge does (decision 183), with the stack's count of workers.
      const staticNginx = await startNginx(
        STACK_WORKERS,
        [
          {
            path: path.replace(/\?.*$/, ''),
            body: answer.body,
            answerHeaders: answerHeadersOf(answer.headers),
            encoding: COMPARED_ENCODING,
          },
        ],
        siteLogFormat(),
      );
      try {
        const staticAnswer = await wireGet(staticNginx.baseUrl + path, requestHeaders);
        const cachedAnswer = await wireGet(stack.baseUrl + path, requestHeaders);
        assertSameAnswer(cachedAnswer, staticAnswer);
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
            extraHeaders: { ...ENCODING_HEADERS, ...run.extraHeaders },
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
          extraHeaders: { ...ENCODING_HEADERS },
        });
        await runWrk({
          ...LOAD,
          baseUrl: stack.baseUrl,
          serverPids: nginxPids,
          requests: [endpoint.request],
          durationSeconds: mode.warmUpSeconds,
          extraHeaders: { ...ENCODING_HEADERS, ...BYPASS_HEADERS },
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
          const sample = await wireGet(stack.baseUrl + path, requestHeaders);
          if (sample.headers['x-cache-status'] === 'HIT') hits++;
        }
        return {
          endpoint: { name: endpoint.name, lang, path },
          bodyBytes: answer.body.length,
          encoding: COMPARED_ENCODING,
          headBytes: { staticFile: staticAnswer.headBytes, cached: cachedAnswer.headBytes },
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
