import { describe, expect, it } from 'vitest';
import { parseDurationMs, parseWrkOutput } from './wrk-output.ts';

const SAMPLE = `Running 15s test @ http://127.0.0.1:40123
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.53ms    7.20ms 123.31ms   97.63%
    Req/Sec     6.02k   413.00     7.29k    85.71%
  Latency Distribution
     50%  812.00us
     75%    1.52ms
     90%    2.03ms
     99%    1.20s
  180451 requests in 15.10s, 31.22MB read
  Socket errors: connect 0, read 2, write 0, timeout 5
  Non-2xx or 3xx responses: 17
Requests/sec:  11950.41
Transfer/sec:      2.07MB
`;

describe('parseWrkOutput', () => {
  it('reads throughput, percentiles in mixed units and every kind of error', () => {
    expect(parseWrkOutput(SAMPLE)).toEqual({
      requests: 180451,
      requestsPerSecond: 11950.41,
      latencyP50Ms: 0.812,
      latencyP99Ms: 1200,
      non2xx: 17,
      socketErrors: 7,
      timeouts: 5,
    });
  });

  it('counts no errors when wrk prints no error lines', () => {
    const clean = SAMPLE.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrkOutput(clean)).toMatchObject({ non2xx: 0, socketErrors: 0, timeouts: 0 });
  });

  it('refuses output without a latency distribution instead of reporting zero', () => {
    expect(() => parseWrkOutput(SAMPLE.replace(/ {5}99%.*\n/, ''))).toThrow(/p99/);
  });
});

describe('parseDurationMs', () => {
  it.each([
    ['950.00us', 0.95],
    ['12.5ms', 12.5],
    ['2.00s', 2000],
    ['1.00m', 60_000],
  ])('converts %s to %d ms', (text, expected) => {
    expect(parseDurationMs(text)).toBeCloseTo(expected, 6);
  });

  it('rejects text that is not a duration', () => {
    expect(() => parseDurationMs('fast')).toThrow();
  });
});
