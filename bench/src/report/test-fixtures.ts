import type { AdminResult } from '../admin/admin-results.ts';
import type { AlertsPhase, AlertsResult } from '../alerts/alerts-results.ts';
import type { DatabaseResult, EndpointComparison } from '../api/api-results.ts';
import type { MeasuredRun } from '../api/run-wrk.ts';
import type { BundleMeasure } from '../bundle/measure-bundle.ts';
import type { CaseConsoleResult } from '../cases/case-console-results.ts';
import type { DocumentsResult, DocumentsRun } from '../documents/documents-results.ts';
import { firstPaintOf } from '../first-paint/first-paint.ts';
import type { IntegrityResult, LookupSeries } from '../integrity/integrity-results.ts';
import type { LookupKind } from '../integrity/lookup-timing.ts';
import { QUICK_MODE } from '../lib/bench-mode.ts';
import type { LighthousePage } from '../lighthouse/measure-lighthouse.ts';
import type { LighthouseScores } from '../lighthouse/run-lighthouse.ts';
import type { QuotePollResult } from '../quotes/quote-poll-results.ts';
import type { BenchResults } from '../results.ts';
import type { StackResult } from '../stack/stack-results.ts';

/** Made-up figures for the report's tests; each test changes what it is about. */
export function run(requestsPerSecond: number, latencyP99Ms: number, errors = 0): MeasuredRun {
  return {
    requests: requestsPerSecond * 3,
    requestsPerSecond,
    latencyP50Ms: latencyP99Ms / 3,
    latencyP99Ms,
    non2xx: errors,
    socketErrors: 0,
    timeouts: 0,
    serverCores: 1,
    wrkCores: 0.3,
    machineCores: 1.4,
    commandLine: 'wrk -t2 -c50 -d3s --latency http://127.0.0.1:<port>/x',
  };
}

export function comparison(name: string, kind: 'content' | 'search', node: number, nginx: number): EndpointComparison {
  return {
    endpoint: { name, kind },
    bodyBytes: 2000,
    node: run(node, 5),
    nginxOne: run(nginx, 2),
    nginxAuto: run(nginx * 1.2, 2),
    bareNode: run(nginx * 0.6, 4),
  };
}

export function database(overrides: Partial<DatabaseResult> = {}): DatabaseResult {
  return {
    database: 'SQLite',
    coldStartEmptyMs: 3200,
    coldStartSeededMs: 1500,
    rssRestBytes: 120 * 1024 * 1024,
    rssPeakBytes: 180 * 1024 * 1024,
    comparisons: [
      comparison('home/getHomeNews', 'content', 16_000, 20_000),
      comparison('introduce/brief', 'content', 15_000, 20_000),
      comparison('searchKey', 'search', 14_000, 20_000),
    ],
    pages: {
      prerendered: { path: '/feedProcessing', sentBytes: 9000, run: run(12_000, 8) },
      indexHtml: { path: '/index.html', sentBytes: 1500, run: run(11_000, 8) },
    },
    search: {
      cacheMaxBytes: 2 * 1024 * 1024,
      distinctQueries: 14_562,
      uncompressed: run(3000, 25),
      compressed: run(2400, 28),
      mixedCached: run(9000, 15),
      mixedSearch: run(900, 20),
    },
    commands: ['wrk -t2 -c50 -d3s --latency http://127.0.0.1:<port>/x'],
    ...overrides,
  };
}

export function lighthouseRun(performance: number, lcpMs = 950, cls = 0.001): LighthouseScores {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs,
    tbtMs: 40,
    cls,
    lighthouseVersion: '12.8.2',
    warnings: [],
    benchmarkIndex: 2200,
    lcpElement: 'img.banner-image',
    layoutShifts: [],
    resources: [],
  };
}

export function page(path: string, performance: number, lcpMs = 950, cls = 0.001): LighthousePage {
  const r = lighthouseRun(performance, lcpMs, cls);
  return {
    page: path,
    runs: [r],
    median: { scores: r.scores, lcpMs, tbtMs: 40, cls },
    bytes: {
      jsTransferred: 90_000,
      cssTransferred: 4_000,
      jsGzip: 100_000,
      cssGzip: 3_000,
      scripts: 6,
      largestLazy: null,
    },
  };
}

export function bundle(totalGzip: number): BundleMeasure {
  const chunk = { file: 'assets/index-AAAAAAAA.js', name: 'index', raw: totalGzip * 3, gzip: totalGzip };
  return { scripts: [chunk], styles: [], lazy: [], chart: [], totalGzip, importsFrom: 'scan' };
}

/** `n` lookups of a kind taking `ms`, `ms + 1`, … milliseconds, all answering `status`. */
export function lookups(kind: LookupKind, fromMs: number, status: number, n = 30): LookupSeries {
  return { kind, durationsMs: Array.from({ length: n }, (_, i) => fromMs + (i % 5)), statuses: { [status]: n } };
}

/** A run of the integrity benchmark that meets every target: 250 submissions/s, every one stored. */
export function integrity(overrides: Partial<IntegrityResult> = {}): IntegrityResult {
  const load = run(250, 180);
  return {
    window: { fromMs: 400, toMs: 500 },
    serverEnv: { REPORT_RATE_LIMIT_MAX: '1000000000', LOOKUP_RATE_LIMIT_MAX: '1000000000' },
    submissions: {
      run: { ...load, latencyP50Ms: 60 },
      durationSeconds: 3,
      threads: 2,
      connections: 50,
      answered200: 750,
      rowsAdded: 780,
      noLoss: { ok: true, missing: 0, unseen: 30, unseenAllowed: 50, refused: 0 },
    },
    lookups: {
      hit: lookups('hit', 401, 200),
      unknown: lookups('unknown', 402, 404),
      malformed: lookups('malformed', 401, 400),
    },
    commands: ['wrk -t2 -c50 -d3s --latency -s <integrity-post.lua> http://127.0.0.1:<port>/save'],
    ...overrides,
  };
}

/** The reference stack's lines: `cached` req/s against 10,000 from the static file. */
export function stack(cached = 9500, overrides: Partial<StackResult> = {}): StackResult {
  return {
    endpoint: { name: 'home/getHomeNews', lang: 'zh', path: '/api/muyuan-official-website/noToken/home/getHomeNews' },
    bodyBytes: 1300,
    encoding: 'gzip',
    headBytes: { staticFile: 1200, cached: 1230 },
    workers: 1,
    staticFile: run(10_000, 4),
    cached: run(cached, 5),
    uncached: run(2500, 30),
    sampledHitShare: 0.98,
    roundShares: [cached / 10_000],
    commands: [
      "wrk -t2 -c50 -d3s --latency -H 'Accept-Encoding: gzip' -H 'lang: zh' http://127.0.0.1:<port>/api/muyuan-official-website/noToken/home/getHomeNews",
    ],
    ...overrides,
  };
}

/** The back office's signed-in calls: the session line's p99 is `p99Ms`. */
export function admin(p99Ms = 4): AdminResult {
  return {
    path: '/api/admin/v1/me',
    pauseMs: 10,
    session: { paced: { ...run(4_500, 1), latencyP99Ms: p99Ms }, saturated: run(12_000, 6) },
    token: { paced: run(4_400, 1), saturated: run(11_000, 6) },
    editorLists: [
      {
        database: 'SQLite',
        articles: 10_000,
        connections: 4,
        requests: 140,
        run: { ...run(900, 4), latencyP99Ms: 12 },
      },
    ],
    publishes: [
      {
        database: 'SQLite',
        articles: 10_000,
        publishes: 3,
        publishMs: [120, 110, 130],
        visibleMs: [320, 290, 410],
      },
    ],
    commands: ["wrk -t2 -c50 -d3s --latency -H 'Cookie: <session cookie>' http://127.0.0.1:<port>/api/admin/v1/me"],
  };
}

/** The compliance console's runs: the slowest list run is `slowestMs`, the tab's private peak `peakMB`. */
export function cases(slowestMs = 800, peakMB = 130): CaseConsoleResult {
  return {
    cases: 1000,
    unlockMs: [500, 520, slowestMs - 100],
    listMs: [700, slowestMs, 750],
    listApiMs: [100, 110, 95],
    attachmentBytes: 30 * 1024 * 1024,
    attachmentOpenMs: 2800,
    rendererPrivateBeforeBytes: 50 * 1024 * 1024,
    rendererPrivatePeakBytes: peakMB * 1024 * 1024,
    rendererPeakRssBytes: 280 * 1024 * 1024,
    chromium: '156.0.8078.108',
  };
}

export function quotePoller(): QuotePollResult {
  return {
    answerBytes: 460,
    pollMs: 15_000,
    warmUpPolls: 20,
    lines: [
      {
        database: 'SQLite',
        polls: 200,
        wallMs: { median: 1.6, p95: 2.4, max: 6 },
        cpuMsPerPoll: 1.9,
        heapBytesPerPoll: 42_000,
      },
    ],
    command: 'npm run bench:quotes -w bench',
  };
}

export function alerts(): AlertsResult {
  const phase = (ratePerMin: number, allMailsMs: number | null): AlertsPhase => ({
    ratePerMin,
    before: run(4800, 4.3),
    during: run(4790, 4.9),
    publishMs: 120,
    fanOutMs: 700,
    firstMailMs: 1100,
    allMailsMs,
    mailsDuringLoad: ratePerMin === 600 ? 149 : 5400,
    sent: allMailsMs === null ? 400 : 10_000,
  });
  return {
    subscribers: 10_000,
    path: '/api/news?pageNum=1&pageSize=10',
    connections: 50,
    pauseMs: 10,
    loadSeconds: 15,
    atDefault: phase(600, null),
    fast: phase(60_000, 27_200),
    command: 'npm run bench',
  };
}

/** Issue 42's figures: the search line's p99 and the RSS peak under it are what the tests change. */
export function documentsRun(
  latencyP99Ms = 31,
  rssLoadPeakBytes = 150 * 1024 * 1024,
  database: DocumentsRun['database'] = 'SQLite',
): DocumentsRun {
  return {
    database,
    publishMs: 61_000,
    readMs: 240_000,
    searchableMs: 252_000,
    pageRows: 20_031,
    pageTextBytes: 52 * 1024 * 1024,
    pageTableBytes: 60 * 1024 * 1024,
    rssStartBytes: 110 * 1024 * 1024,
    rssBeforeBytes: 120 * 1024 * 1024,
    rssAfterBytes: 140 * 1024 * 1024,
    rssReadingPeakBytes: 230 * 1024 * 1024,
    rssLoadPeakBytes,
    run: run(900, latencyP99Ms),
  };
}

export function documents(runs: DocumentsRun[] = [documentsRun()]): DocumentsResult {
  return {
    documents: 1000,
    pagesPerDocument: 20,
    fileBytes: 24 * 1024 * 1024,
    indexBytes: 38 * 1024 * 1024,
    requests: 23_100,
    connections: 50,
    runs,
    command: 'npm run bench',
  };
}

export function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    when: new Date('2026-11-22T10:00:00.000Z'),
    machine: { nproc: 2, cpuModel: 'Test CPU', memoryGiB: 8, node: 'v20.20.2' },
    mode: QUICK_MODE,
    bundle: bundle(105_000),
    api: [database()],
    lighthouse: {
      version: '12.8.2',
      runsPerPage: 1,
      pages: [page('/', 98), page('/en/', 97)],
      firstPaint: [firstPaintOf('/', 'desktop', 13_900, []), firstPaintOf('/en/', 'phone', 12_000, [])],
    },
    integrity: integrity(),
    stack: stack(),
    admin: admin(),
    cases: cases(),
    quotePoller: quotePoller(),
    alerts: alerts(),
    documents: documents(),
    nginxVersion: 'nginx 1.22.1',
    errors: [],
    ...overrides,
  };
}
