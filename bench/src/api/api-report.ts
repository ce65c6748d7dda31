import { passFail } from '../report.ts';
import type { MeasuredRun } from './run-wrk.ts';

/** Targets for cached content GETs, on every supported database. */
export const API_TARGET = { minRequestsPerSecond: 10_000, maxP99Ms: 20 } as const;

export interface ScenarioResult {
  database: 'SQLite' | 'PostgreSQL';
  scenario: string;
  /** Only the main scenario is held to the target; the others are for information. */
  hasTarget: boolean;
  run: MeasuredRun;
}

export function meetsApiTarget(run: MeasuredRun): boolean {
  return (
    run.requestsPerSecond >= API_TARGET.minRequestsPerSecond &&
    run.latencyP99Ms < API_TARGET.maxP99Ms &&
    run.non2xx === 0 &&
    run.socketErrors === 0
  );
}

const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
const cores = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} cores`);

/** CPU used during the run by processes other than the server and wrk (other work on the machine). */
function otherCores(run: MeasuredRun): number | null {
  return run.wrkCores === null ? null : Math.max(0, run.machineCores - run.serverCores - run.wrkCores);
}

export function resultRow(r: ScenarioResult): string {
  const { run } = r;
  const verdict = r.hasTarget ? passFail(meetsApiTarget(run)) : 'info';
  return `| ${r.database} | ${r.scenario} | ${Math.round(run.requestsPerSecond).toLocaleString('en-US')} | ${ms(run.latencyP50Ms)} | ${ms(run.latencyP99Ms)} | ${run.non2xx} | ${run.socketErrors} | ${cores(run.serverCores)} | ${cores(run.wrkCores)} | ${cores(otherCores(run))} | ${verdict} |`;
}

/** How far a missed target is from being met, in words, for the report and the console. */
export function shortfall(run: MeasuredRun): string {
  const parts: string[] = [];
  if (run.requestsPerSecond < API_TARGET.minRequestsPerSecond) {
    const pct = (1 - run.requestsPerSecond / API_TARGET.minRequestsPerSecond) * 100;
    parts.push(
      `${Math.round(run.requestsPerSecond)} req/s is ${pct.toFixed(0)}% below ${API_TARGET.minRequestsPerSecond}`,
    );
  }
  if (run.latencyP99Ms >= API_TARGET.maxP99Ms) {
    parts.push(
      `p99 ${ms(run.latencyP99Ms)} is ${ms(run.latencyP99Ms - API_TARGET.maxP99Ms)} over ${API_TARGET.maxP99Ms} ms`,
    );
  }
  if (run.non2xx > 0 || run.socketErrors > 0) parts.push(`${run.non2xx} non-2xx, ${run.socketErrors} socket errors`);
  return parts.join('; ');
}

export function renderApiBody(
  results: readonly ScenarioResult[],
  wrkCommands: readonly string[],
  nproc: number,
): string {
  const misses = results.filter((r) => r.hasTarget && !meetsApiTarget(r.run));
  return [
    `Target (cached content): at least ${API_TARGET.minRequestsPerSecond.toLocaleString('en-US')} req/s and p99 below ${API_TARGET.maxP99Ms} ms, with no errors, on each database.`,
    '',
    '| Database | Load | Req/s | p50 | p99 | Non-2xx | Socket errors | Server CPU | wrk CPU | Other CPU | Result |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(resultRow),
    '',
    ...(misses.length > 0 ? ['Missed:', ...misses.map((r) => `- ${r.database}: ${shortfall(r.run)}`), ''] : []),
    `How: the server runs as one Node process (\`node --import tsx server/src/main.ts\`, LOG_LEVEL=warn, own temporary DATA_DIR, fresh database); wrk runs as a second process on the same ${nproc}-CPU machine, 2 threads, 50 connections, 15 s per line after a 5 s warm-up, rotating over the requests in both languages (header \`lang: zh|en\`). "Server CPU" and "wrk CPU" are the CPU each process used during the run, in cores (from /proc and GNU time); "Other CPU" is the rest of the machine's busy time (/proc/stat) in the same window, i.e. other work running at the same time.`,
    '',
    'Cached content rotates over: introduce/newsList, bondMatter/noticeList, home/getBannerList, common/banners?module=ecology, stockMarket/list, introduce/brief, socialResponsibility/reportList, business/breedPigs. The browser-like line adds `Accept-Encoding: gzip, deflate, br`. The search line rotates over `searchKey` queries with more distinct keywords (Chinese character pairs and English words taken from content/, paged) than the server response cache holds, so each request runs a real search.',
    '',
    'wrk command lines:',
    '',
    ...wrkCommands.map((c) => `- \`${c}\``),
  ].join('\n');
}
