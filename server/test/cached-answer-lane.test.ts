import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeContentMeta } from '../src/content-import/content-meta.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Cached API answers sent before Fastify (server/src/http/cached-answer-lane.ts), over a real socket:
 * `inject` goes straight to Fastify's handler and never meets the lane.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function fetchRaw(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that differ between any two answers (the clock, the connection) or that only Fastify's rate limit adds. */
const comparable = ({ date: _d, connection: _c, 'keep-alive': _k, ...rest }: Answer['headers']) =>
  Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith('x-ratelimit-')));

describe.each(databases())('answers from the cache before Fastify on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const list = `${GET_ENDPOINTS.newsList.path}?pageNum=1&pageSize=10`;

  it('sends the bytes and headers Fastify sent, in each encoding and language, without reaching a route', async () => {
    const variants: Record<string, string>[] = [
      { lang: 'zh' },
      { lang: 'en', 'accept-encoding': 'br' },
      { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'gzip' },
    ];
    for (const headers of variants) {
      const first = await fetchRaw(base, list, headers);
      const lane = t.app.contentState.lane;
      const find = vi.spyOn(lane, 'find');
      const again = await fetchRaw(base, list, headers);
      expect(find.mock.results.at(-1)?.value, JSON.stringify(headers)).toBeDefined();
      find.mockRestore();
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(comparable(again.headers)).toEqual(comparable(first.headers));
    }
  });

  it('leaves to Fastify what it does not know: other methods, If-None-Match, unseen addresses', async () => {
    const first = await fetchRaw(base, list, { lang: 'zh' });
    const lane = t.app.contentState.lane;
    const find = vi.spyOn(lane, 'find');
    const serve = vi.spyOn(lane, 'serve');
    const revalidated = await fetchRaw(base, list, { lang: 'zh', 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    const head = await fetchRaw(base, list, { lang: 'zh' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const unseen = await fetchRaw(base, `${GET_ENDPOINTS.newsList.path}?pageNum=1&pageSize=3`, { lang: 'zh' });
    expect(unseen.status).toBe(200);
    const invalid = await fetchRaw(base, `${GET_ENDPOINTS.newsList.path}?pageNum=abc`, { lang: 'zh' });
    expect(invalid.status).toBe(400);
    expect(find.mock.results.every((r) => r.value === undefined)).toBe(true);
    expect(serve.mock.results.map((r) => r.value)).toEqual([false, false, false, false]);
    find.mockRestore();
    serve.mockRestore();
  });

  it('sends the new content once an import changes the version', async () => {
    const brief = GET_ENDPOINTS.brief.path;
    const before = JSON.parse((await fetchRaw(base, brief, { lang: 'zh' })).body.toString()).data.title as string;
    await t.db.updateTable('brief').set({ title: '换了的标题' }).where('lang', '=', 'zh').execute();
    expect(JSON.parse((await fetchRaw(base, brief, { lang: 'zh' })).body.toString()).data.title).toBe(before);
    const version = Number(
      (await t.db.selectFrom('content_meta').select('value').where('key', '=', 'version').executeTakeFirstOrThrow())
        .value,
    );
    await writeContentMeta(t.db, { version: String(version + 1) });
    expect(await t.app.contentState.refresh()).toBe(true);
    expect(JSON.parse((await fetchRaw(base, brief, { lang: 'zh' })).body.toString()).data.title).toBe('换了的标题');
  });
});
