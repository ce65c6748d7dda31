import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from './helpers/client-address.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const { newsList, searchKey } = GET_ENDPOINTS;

function getAs(app: FastifyInstance, address: string, url: string) {
  return app.inject({ method: 'GET', url, remoteAddress: address, headers: { lang: 'en' } });
}

describe('rate limits (memory)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('answers 429 with Retry-After once a client exceeds the uncached limit; cache hits stay free', async () => {
    t = await createTestApp('sqlite', { rateLimitMax: 3 });
    const me = clientAddress();
    for (const page of [1, 2, 3])
      expect((await getAs(t.app, me, `${newsList.path}?pageNum=${page}`)).statusCode).toBe(200);
    const over = await getAs(t.app, me, `${newsList.path}?pageNum=4`);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 429, msg: 'Too many requests, please retry later', data: null });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Already cached: answered before the limit is consulted.
    expect((await getAs(t.app, me, `${newsList.path}?pageNum=2`)).statusCode).toBe(200);
    // Another client has its own count.
    expect((await getAs(t.app, clientAddress(), `${newsList.path}?pageNum=4`)).statusCode).toBe(200);
  });

  it('limits searches separately and more tightly than other reads', async () => {
    t = await createTestApp('sqlite', { rateLimitMax: 100, searchRateLimitMax: 2 });
    const me = clientAddress();
    expect((await getAs(t.app, me, `${searchKey.path}?keyword=feed`)).statusCode).toBe(200);
    expect((await getAs(t.app, me, `${searchKey.path}?keyword=farm`)).statusCode).toBe(200);
    expect((await getAs(t.app, me, `${searchKey.path}?keyword=pork`)).statusCode).toBe(429);
    expect((await getAs(t.app, me, `${newsList.path}?pageNum=3`)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.cleanup();
  });

  it('counts a client across two instances on one Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    apps.push(await createTestApp('sqlite', { redisUrl, rateLimitMax: 3 }));
    apps.push(await createTestApp('sqlite', { redisUrl, rateLimitMax: 3 }));
    const [a, b] = apps as [TestApp, TestApp];
    const me = clientAddress();
    expect((await getAs(a.app, me, `${newsList.path}?pageNum=1`)).statusCode).toBe(200);
    expect((await getAs(a.app, me, `${newsList.path}?pageNum=2`)).statusCode).toBe(200);
    expect((await getAs(b.app, me, `${newsList.path}?pageNum=3`)).statusCode).toBe(200);
    expect((await getAs(b.app, me, `${newsList.path}?pageNum=4`)).statusCode).toBe(429);
    expect((await getAs(a.app, me, `${newsList.path}?pageNum=5`)).statusCode).toBe(429);
  });
});
