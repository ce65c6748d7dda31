import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNMATCHED_ROUTE } from '../src/ops/metrics.ts';
import { aReport, submit } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`) in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `) ? wanted.every((w) => l.includes(w)) : false));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await createTestApp('sqlite', { metricsToken: TOKEN });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('answers 401 and no figures without the bearer token, or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts every request by method, route pattern and status, cache hits included', async () => {
    const { brief } = GET_ENDPOINTS;
    const labels = { method: 'GET', route: brief.path, status: '200' };
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: brief.path, headers: { lang: 'en' } })).statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/no/such/address-12345?x=1' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const after = res.body;
    expect(sample(after, 'http_requests_total', labels) - sample(before, 'http_requests_total', labels)).toBe(5);
    expect(
      sample(after, 'http_request_duration_seconds_count', labels) -
        sample(before, 'http_request_duration_seconds_count', labels),
    ).toBe(5);
    // The first of the five may have loaded it; the others were answered from the cache.
    const hits = sample(after, 'response_cache_lookups_total', { result: 'hit' });
    expect(hits - sample(before, 'response_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(4);
    // Unknown addresses share one label: the address itself never becomes one.
    expect(sample(after, 'http_requests_total', { route: UNMATCHED_ROUTE, status: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('address-12345');
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    expect(after).toContain('process_resident_memory_bytes');
  });

  it('counts the integrity reports received', async () => {
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, 'integrity_reports_received_total');
    expect((await submit(t.app, aReport())).statusCode).toBe(200);
    const after = sample((await scrape(`Bearer ${TOKEN}`)).body, 'integrity_reports_received_total');
    expect(after - before).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist (404), with or without a token', async () => {
    const t = await createTestApp('sqlite');
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('http_requests_total');
      }
    } finally {
      await t.cleanup();
    }
  });
});
