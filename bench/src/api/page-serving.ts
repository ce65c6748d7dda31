import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import type { RunningServer } from '../lib/server-process.ts';
import { LOAD } from './load-settings.ts';
import { getRaw } from './raw-response.ts';
import { describeRun, type MeasuredRun, runWrk } from './run-wrk.ts';

/** A prerendered path page and the shell every hash address starts from, requested as a browser does. */
export const SERVED_PAGES = { prerendered: '/feedProcessing', indexHtml: '/index.html' } as const;
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** One page under load: the bytes it sends (compressed, as sent) and the run. */
export interface ServedPage {
  path: string;
  sentBytes: number;
  run: MeasuredRun;
}

/** A prerendered page (its cached render) against index.html, from the same server under the same load. */
export interface PageServing {
  prerendered: ServedPage;
  indexHtml: ServedPage;
}

/** The prerendered page's requests/s as a share of index.html's: at least 1 is the target. */
export function pageServingRatio(p: PageServing): number {
  return p.indexHtml.run.requestsPerSecond > 0
    ? p.prerendered.run.requestsPerSecond / p.indexHtml.run.requestsPerSecond
    : 0;
}

/** The page's first answer (the render, for the prerendered page), checked to be a brotli-compressed HTML 200. */
async function firstAnswer(baseUrl: string, path: string): Promise<number> {
  const res = await getRaw(baseUrl + path, BROWSER_HEADERS);
  const type = String(res.headers['content-type'] ?? '');
  if (res.status !== 200 || !type.startsWith('text/html') || res.headers['content-encoding'] !== 'br') {
    throw new Error(
      `${path} answered HTTP ${res.status}, ${type}, encoding ${String(res.headers['content-encoding'])}`,
    );
  }
  return res.body.length;
}

/**
 * Issue 13's speed line: a prerendered page must serve at least as fast as index.html. Both are asked
 * with a browser's Accept and Accept-Encoding headers (`lang: zh`, no user agent: the desktop layout),
 * one fixed request per line, 50 connections, after a first request that renders and caches the page.
 */
export async function comparePageServing(
  server: RunningServer,
  mode: BenchMode,
  commands: Set<string>,
): Promise<PageServing> {
  const measure = async (path: string): Promise<ServedPage> => {
    const sentBytes = await firstAnswer(server.baseUrl, path);
    await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
    const run = await runWrk({
      ...LOAD,
      baseUrl: server.baseUrl,
      requests: [{ lang: 'zh', path }],
      extraHeaders: BROWSER_HEADERS,
      durationSeconds: mode.wrkSeconds,
      serverPids: () => [server.pid],
    });
    commands.add(run.commandLine);
    console.log(`  page ${path}: ${describeRun(run)}`);
    return { path, sentBytes, run };
  };
  return { prerendered: await measure(SERVED_PAGES.prerendered), indexHtml: await measure(SERVED_PAGES.indexHtml) };
}
