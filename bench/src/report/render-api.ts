import { compressionRatio, type DatabaseResult, type EndpointComparison, nginxRatio } from '../api/api-results.ts';
import { SEARCH_CACHE_MAX_BYTES } from '../api/load-settings.ts';
import { pageServingRatio } from '../api/page-serving.ts';
import type { MeasuredRun } from '../api/run-wrk.ts';
import { cores, count, kB, mb, ms, ratio, seconds, table } from './markdown.ts';

/** CPU used during a run by processes other than the measured server and wrk (other work on the machine). */
export function otherCores(run: MeasuredRun): number | null {
  return run.wrkCores === null ? null : Math.max(0, run.machineCores - run.serverCores - run.wrkCores);
}

const figures = (run: MeasuredRun) => [
  count(run.requestsPerSecond),
  ms(run.latencyP50Ms),
  ms(run.latencyP99Ms),
  String(run.non2xx + run.socketErrors),
  cores(run.serverCores),
  cores(otherCores(run)),
];

function comparisonRows(c: EndpointComparison): string[][] {
  const name = `${c.endpoint.name} (${kB(c.bodyBytes)})`;
  return [
    [name, 'Node (1 process)', ...figures(c.node), `**${ratio(nginxRatio(c))}**`],
    [name, 'nginx, 1 worker', ...figures(c.nginxOne), '1.00×'],
    [
      name,
      'nginx, `auto` (info)',
      ...figures(c.nginxAuto),
      ratio(c.nginxAuto.requestsPerSecond > 0 ? c.node.requestsPerSecond / c.nginxAuto.requestsPerSecond : 0),
    ],
    [
      name,
      'Node `http`, no framework (info)',
      ...figures(c.bareNode),
      ratio(c.bareNode.requestsPerSecond > 0 ? c.node.requestsPerSecond / c.bareNode.requestsPerSecond : 0),
    ],
  ];
}

const LOAD_HEADERS = ['Req/s', 'p50', 'p99', 'Errors', 'Server CPU', 'Other CPU'];

/** The cached-content lines: each compared endpoint on the server, beside nginx and bare Node `http`. */
export function renderComparisons(comparisons: readonly EndpointComparison[]): string {
  return table(
    ['Endpoint (answer size)', 'Server', ...LOAD_HEADERS, 'Node ÷ this'],
    'llrrrrrrr',
    comparisons.flatMap(comparisonRows),
  );
}

export function renderDatabase(r: DatabaseResult): string {
  const s = r.search;
  const cachedSearch = r.comparisons.find((c) => c.endpoint.kind === 'search')?.node.requestsPerSecond;
  return [
    `### ${r.database}`,
    '',
    "Side by side with nginx serving the same bytes from a file (one fixed request per line, `lang: zh`, no Accept-Encoding; 50 connections). The figure is the ratio of the Node server's requests/s to nginx's with one worker process. The last line of each endpoint is Node's own `http` module with no framework sending the same bytes and headers from a second process: what any server built on Node's `http` could do at most on this machine. Every request goes through Node's `http` and Fastify's hooks (issue 27); the ratio to nginx is information until the reference deployment (nginx's micro-cache in front of the servers) has its own target.",
    '',
    renderComparisons(r.comparisons),
    '',
    "A prerendered page (its cached render) against index.html from the same server: `accept: text/html`, `accept-encoding: br, gzip` as a browser sends them, one fixed request per line, 50 connections. The figure is the page's requests/s over index.html's.",
    '',
    table(['Page (bytes sent, br)', ...LOAD_HEADERS, 'Page ÷ index.html'], 'lrrrrrrr', [
      [
        `\`${r.pages.prerendered.path}\` (${kB(r.pages.prerendered.sentBytes)})`,
        ...figures(r.pages.prerendered.run),
        `**${ratio(pageServingRatio(r.pages))}**`,
      ],
      [
        `\`${r.pages.indexHtml.path}\` (${kB(r.pages.indexHtml.sentBytes)})`,
        ...figures(r.pages.indexHtml.run),
        '1.00×',
      ],
    ]),
    '',
    `Searches: a server with CACHE_MAX_BYTES=${mb(s.cacheMaxBytes)}, rotating over ${count(s.distinctQueries)} distinct queries (first page of results).`,
    '',
    table(['Load', ...LOAD_HEADERS], 'lrrrrrr', [
      ['Distinct searches, uncompressed (50 connections)', ...figures(s.uncompressed)],
      ['Distinct searches, `Accept-Encoding: br, gzip` (50 connections)', ...figures(s.compressed)],
      ['Mixed: cached content (50 connections) …', ...figures(s.mixedCached)],
      ['… while a second wrk sends distinct searches (8 connections)', ...figures(s.mixedSearch)],
    ]),
    '',
    `Compressed ÷ uncompressed: ${ratio(compressionRatio(s))}.${cachedSearch ? ` Check that the searches were real: the distinct searches ran at ${Math.round((s.uncompressed.requestsPerSecond / cachedSearch) * 100)}% of the cached searchKey line's rate.` : ''}`,
  ].join('\n');
}

export function renderServerTable(results: readonly DatabaseResult[]): string {
  return table(
    ['Database', 'Cold start, empty database', 'Cold start, seeded database', 'RSS at rest', 'RSS peak under load'],
    'lrrrr',
    results.map((r) => [
      r.database,
      seconds(r.coldStartEmptyMs),
      seconds(r.coldStartSeededMs),
      mb(r.rssRestBytes),
      mb(r.rssPeakBytes),
    ]),
  );
}

export const SEARCH_CACHE_NOTE = `The search scenarios run on a server started with CACHE_MAX_BYTES=${mb(SEARCH_CACHE_MAX_BYTES)} instead of the default 64 MB: with 64 MB all 10,000+ distinct queries of the rotation would fit and after one pass the "uncached" searches would be cache hits. 2 MB holds a few hundred search answers, and the hot content answers stay because the cache drops the least recently used first; each wrk thread starts at its own place in the rotation so no query is sent twice within a cache's span. The check line under each search table compares their rate with the cached searchKey line.`;
