import type { ComparedEndpoint } from './content-requests.ts';
import type { PageServing } from './page-serving.ts';
import type { MeasuredRun } from './run-wrk.ts';

export type DatabaseName = 'SQLite' | 'PostgreSQL';

/** One endpoint under the same load from the Node server and from nginx serving its saved answer. */
export interface EndpointComparison {
  endpoint: Pick<ComparedEndpoint, 'name' | 'kind'>;
  /** Size of the answer (uncompressed JSON) both servers send. */
  bodyBytes: number;
  node: MeasuredRun;
  /** nginx with one worker process: the fair match for one Node process. */
  nginxOne: MeasuredRun;
  /** nginx with `worker_processes auto` (one per CPU), for information. */
  nginxAuto: MeasuredRun;
  /** Node's `http` with no framework sending the same bytes and headers: the most a server on Node's `http` could do, for information. */
  bareNode: MeasuredRun;
}

export interface SearchScenarios {
  cacheMaxBytes: number;
  distinctQueries: number;
  /** Distinct searches, no Accept-Encoding. */
  uncompressed: MeasuredRun;
  /** The same searches with `Accept-Encoding: br, gzip`. */
  compressed: MeasuredRun;
  /** Cached content over 50 connections while a second wrk sends distinct searches over 8. */
  mixedCached: MeasuredRun;
  mixedSearch: MeasuredRun;
}

export interface DatabaseResult {
  database: DatabaseName;
  /** From spawn to the first 200 on /healthz, on an empty database (migrate and seed included). */
  coldStartEmptyMs: number;
  /** The same on the database the first start migrated and seeded. */
  coldStartSeededMs: number;
  rssRestBytes: number;
  /** Highest RSS sampled every 200 ms under load, over both servers of this database. */
  rssPeakBytes: number;
  comparisons: EndpointComparison[];
  /** A prerendered page against index.html, same server, same load. */
  pages: PageServing;
  search: SearchScenarios;
  /** The wrk command lines used, with placeholders for ports and temporary files. */
  commands: string[];
}

/** Node's requests/s as a share of nginx's (1 worker) on the same endpoint: the figure the target is set on. */
export function nginxRatio(c: EndpointComparison): number {
  return c.nginxOne.requestsPerSecond > 0 ? c.node.requestsPerSecond / c.nginxOne.requestsPerSecond : 0;
}

/** Compressed distinct searches' requests/s as a share of the uncompressed ones' (target: at least 1/1.5). */
export function compressionRatio(s: SearchScenarios): number {
  return s.uncompressed.requestsPerSecond > 0 ? s.compressed.requestsPerSecond / s.uncompressed.requestsPerSecond : 0;
}

/** Every load line of a database's run, for the error check and the report. */
export function allRuns(r: DatabaseResult): MeasuredRun[] {
  const s = r.search;
  return [
    ...r.comparisons.flatMap((c) => [c.node, c.nginxOne, c.nginxAuto, c.bareNode]),
    r.pages.prerendered.run,
    r.pages.indexHtml.run,
    s.uncompressed,
    s.compressed,
    s.mixedCached,
    s.mixedSearch,
  ];
}
