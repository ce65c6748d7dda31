import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import type { RunningServer } from '../lib/server-process.ts';
import type { EndpointComparison } from './api-results.ts';
import { type SavedAnswer, startBareNode } from './bare-node.ts';
import { CACHED_CONTENT_REQUESTS, COMPARED_ENDPOINTS, type ComparedEndpoint } from './content-requests.ts';
import { LOAD } from './load-settings.ts';
import { type RunningNginx, type SavedBody, startNginx } from './nginx-process.ts';
import { getRaw } from './raw-response.ts';
import { describeRun, type MeasuredRun, runWrk } from './run-wrk.ts';

/** Headers of one answer that belong to the connection or the moment, not to the answer. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive']);

/** The answer the server gives to the endpoint's fixed request (no Accept-Encoding: plain JSON bytes), with its headers. */
async function savedAnswer(baseUrl: string, { name, request }: ComparedEndpoint): Promise<SavedAnswer> {
  const res = await getRaw(baseUrl + request.path, { lang: request.lang });
  const code = (JSON.parse(res.body.toString('utf8')) as { code?: unknown }).code;
  if (res.status !== 200 || code !== 200) throw new Error(`${name} answered HTTP ${res.status}, code ${String(code)}`);
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([header]) => !PER_RESPONSE.has(header))
      .map(([header, value]) => [header, String(value)]),
  );
  return { path: request.path.replace(/\?.*$/, ''), headers, body: res.body };
}

async function assertServes(nginx: RunningNginx, endpoint: ComparedEndpoint, expected: Buffer): Promise<void> {
  const res = await getRaw(nginx.baseUrl + endpoint.request.path, { lang: endpoint.request.lang });
  if (res.status !== 200 || !res.body.equals(expected)) {
    throw new Error(`nginx (${nginx.workers} workers) does not serve the saved answer of ${endpoint.name}`);
  }
}

/**
 * Each compared endpoint under the same wrk load (a fixed request, `-H 'lang: zh'`), against the Node
 * server and against nginx serving the bytes the server answered, from a file: nginx with one worker
 * (one Node process against one nginx process) and, for information, with one worker per CPU; and, for
 * information too, Node's `http` with no framework sending the same bytes and headers (the most a
 * server built on Node's `http` could do here; the site's server is one of them).
 */
/** Warm-up before the side-by-side lines: JIT and the response cache settle before anything is recorded. */
export async function warmUpCachedContent(server: RunningServer, mode: BenchMode): Promise<void> {
  await runWrk({
    ...LOAD,
    baseUrl: server.baseUrl,
    serverPids: () => [server.pid],
    requests: [...CACHED_CONTENT_REQUESTS, ...COMPARED_ENDPOINTS.map((e) => e.request)],
    durationSeconds: mode.warmUpSeconds,
  });
}

export async function compareWithNginx(
  server: RunningServer,
  mode: BenchMode,
  commands: Set<string>,
): Promise<EndpointComparison[]> {
  const bodies = await Promise.all(COMPARED_ENDPOINTS.map((e) => savedAnswer(server.baseUrl, e)));
  const bareNode = await startBareNode(bodies);
  const nginxOne = await startNginx(1, bodies).catch(async (error: unknown) => {
    await bareNode.stop();
    throw error;
  });
  try {
    const nginxAuto = await startNginx('auto', bodies);
    try {
      const results: EndpointComparison[] = [];
      for (const [i, endpoint] of COMPARED_ENDPOINTS.entries()) {
        const body = (bodies[i] as SavedBody).body;
        await assertServes(nginxOne, endpoint, body);
        await assertServes(nginxAuto, endpoint, body);
        const measure = async (label: string, baseUrl: string, pids: () => readonly number[]): Promise<MeasuredRun> => {
          await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
          const run = await runWrk({
            ...LOAD,
            baseUrl,
            requests: [endpoint.request],
            durationSeconds: mode.wrkSeconds,
            serverPids: pids,
          });
          commands.add(run.commandLine);
          console.log(`  ${endpoint.name} ${label}: ${describeRun(run)}`);
          return run;
        };
        results.push({
          endpoint: { name: endpoint.name, kind: endpoint.kind },
          bodyBytes: body.length,
          node: await measure('Node', server.baseUrl, () => [server.pid]),
          nginxOne: await measure('nginx 1 worker', nginxOne.baseUrl, nginxOne.pids),
          nginxAuto: await measure('nginx auto', nginxAuto.baseUrl, nginxAuto.pids),
          bareNode: await measure('Node http, no framework', bareNode.baseUrl, bareNode.pids),
        });
      }
      return results;
    } finally {
      await nginxAuto.stop();
    }
  } finally {
    await nginxOne.stop();
    await bareNode.stop();
  }
}
