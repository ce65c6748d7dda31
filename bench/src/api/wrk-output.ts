/** The figures a wrk run reports that the benchmark uses. */
export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Responses whose status was not 2xx or 3xx. */
  non2xx: number;
  /** Connect, read, write and timeout errors added together. */
  socketErrors: number;
  /**
   * Of the socket errors, the timeouts: wrk counts a request in flight for over 2 s (again at each of
   * its checks), and still counts it among the requests when its answer arrives.
   */
  timeouts: number;
}

const UNIT_TO_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Parses a wrk duration such as `812.00us`, `1.41ms` or `2.03s` into milliseconds. */
export function parseDurationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  const factor = match ? UNIT_TO_MS[match[2] as string] : undefined;
  if (!match || factor === undefined) throw new Error(`not a wrk duration: ${text}`);
  return Number(match[1]) * factor;
}

/** Reads the summary wrk prints with `--latency`; throws when a figure is missing. */
export function parseWrkOutput(output: string): WrkResult {
  const find = (pattern: RegExp, what: string): string => {
    const value = pattern.exec(output)?.[1];
    if (value === undefined) throw new Error(`wrk output has no ${what}:\n${output}`);
    return value;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(find(/(\d+) requests in/, 'request count')),
    requestsPerSecond: Number(find(/Requests\/sec:\s+([\d.]+)/, 'Requests/sec')),
    latencyP50Ms: parseDurationMs(find(/^\s*50(?:\.000)?%\s+(\S+)/m, 'p50 latency')),
    latencyP99Ms: parseDurationMs(find(/^\s*99(?:\.000)?%\s+(\S+)/m, 'p99 latency')),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
}
