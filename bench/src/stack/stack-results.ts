import type { MeasuredRun } from '../api/run-wrk.ts';

/** One public GET through the reference stack (deploy/, `npm run stack`) beside nginx serving its bytes from a file. */
export interface StackResult {
  /** The request measured, with its `lang` header. */
  endpoint: { name: string; lang: string; path: string };
  /** The body's bytes as both lines send it (compressed in `encoding`). */
  bodyBytes: number;
  /** What every request accepts and every answer is in: the stack's gzip answer, nginx's .gz file (gzip_static). */
  encoding: 'gzip';
  /** The answer's head (status line and headers) in bytes, as each line sends it. */
  headBytes: { staticFile: number; cached: number };
  /** nginx's worker processes, the same in the stack and in the static nginx. */
  workers: number | 'auto';
  /** nginx serving the answer's bytes from a file compressed ahead of time: the ceiling (the median round's). */
  staticFile: MeasuredRun;
  /** Through the stack, answered by nginx's micro-cache (all but about one request a second; the median round's). */
  cached: MeasuredRun;
  /** Cached ÷ static of each round, in the order measured (static then cached in each round). */
  roundShares: number[];
  /** Through the stack with the micro-cache bypassed: nginx passes each request to an instance. */
  uncached: MeasuredRun;
  /** Share of the cached answers (X-Cache-Status HIT) in a sample taken after the cached line. */
  sampledHitShare: number;
  commands: string[];
}

/** One round's pair of lines: the static file, then the micro-cache. */
export interface StackRound {
  staticFile: MeasuredRun;
  cached: MeasuredRun;
}

/** The stack's cached requests/s as a share of the static file's (target: at least 0.9). */
export function stackCachedShare(r: StackRound): number {
  return r.staticFile.requestsPerSecond > 0 ? r.cached.requestsPerSecond / r.staticFile.requestsPerSecond : 0;
}

/** The round whose cached ÷ static share is the median (the lower middle one of an even count). */
export function medianRound<T extends StackRound>(rounds: readonly T[]): T {
  const sorted = [...rounds].sort((a, b) => stackCachedShare(a) - stackCachedShare(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no rounds measured');
  return middle;
}
