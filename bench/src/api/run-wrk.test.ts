import { describe, expect, it } from 'vitest';
import { wrkArguments } from './run-wrk.ts';

const base = { baseUrl: 'http://127.0.0.1:9', durationSeconds: 3, connections: 50, threads: 2 };

describe('wrkArguments', () => {
  it('sends a single request as it is, with its lang header', () => {
    const args = wrkArguments({ ...base, requests: [{ lang: 'zh', path: '/api/x?a=1' }] }, '/tmp/list');
    expect(args).toEqual(['-t2', '-c50', '-d3s', '--latency', '-H', 'lang: zh', 'http://127.0.0.1:9/api/x?a=1']);
  });

  it('rotates over several requests through the script, telling it the thread count', () => {
    const args = wrkArguments(
      {
        ...base,
        requests: [
          { lang: 'zh', path: '/a' },
          { lang: 'en', path: '/b' },
        ],
        extraHeaders: { 'Accept-Encoding': 'br, gzip' },
      },
      '/tmp/list',
    );
    expect(args.slice(4, 6)).toEqual(['-H', 'Accept-Encoding: br, gzip']);
    expect(args.slice(-4)).toEqual(['http://127.0.0.1:9', '--', '/tmp/list', '2']);
    expect(args[args.indexOf('-s') + 1]).toMatch(/rotate-requests\.lua$/);
  });

  it('paces a single request through its script, the pause as the script argument', () => {
    const args = wrkArguments({ ...base, requests: [{ lang: 'en', path: '/api/me' }], pauseMs: 10 }, '/tmp/list');
    expect(args.slice(-3)).toEqual(['http://127.0.0.1:9/api/me', '--', '10']);
    expect(args[args.indexOf('-s') + 1]).toMatch(/paced-requests\.lua$/);
    expect(args).toContain('lang: en');
  });

  it('refuses to pace a rotation', () => {
    const requests = [
      { lang: 'zh' as const, path: '/a' },
      { lang: 'en' as const, path: '/b' },
    ];
    expect(() => wrkArguments({ ...base, requests, pauseMs: 10 }, '/tmp/list')).toThrow(/one request/);
  });
});
