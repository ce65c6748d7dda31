import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeContentMeta } from '../src/content-model/content-meta.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Cached API answers sent by the content routes' onRequest hook (server/src/http/cached-answers.ts):
 * an ordinary Fastify hook, so `inject` meets it as a socket would.
 */

/**
 * Headers that differ between any two answers (the clock: `date` and nginx's `x-accel-expires`, the end of
 * the second the answer is sent in; the request id) or that only the rate limit adds.
 */
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !['date', 'x-accel-expires', 'connection', 'keep-alive', 'x-request-id'].includes(name) &&
        !name.startsWith('x-ratelimit-'),
    ),
  );

describe.each(databases())('answers from the cache in onRequest on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const list = `${GET_ENDPOINTS.newsList.path}?pageNum=1&pageSize=10`;
  const get = (url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  it('sends the bytes and headers the route sent, in each encoding and language, before validation', async () => {
    const variants: Record<string, string>[] = [
      { lang: 'zh' },
      { lang: 'en', 'accept-encoding': 'br' },
      { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'gzip' },
    ];
    for (const headers of variants) {
      const first = await get(list, headers);
      // A hit in the route's own preHandler remembers the address again; a hit in onRequest does not get that far.
      const remember = vi.spyOn(t.app.contentState.answers, 'remember');
      const again = await get(list, headers);
      expect(remember, JSON.stringify(headers)).not.toHaveBeenCalled();
      remember.mockRestore();
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(comparable(again.headers)).toEqual(comparable(first.headers));
      expect(again.headers['x-request-id']).toBeTruthy();
    }
  });

  it('leaves to the route what it does not know: HEAD, unseen addresses, invalid queries', async () => {
    const first = await get(list, { lang: 'zh' });
    const remember = vi.spyOn(t.app.contentState.answers, 'remember');
    const revalidated = await get(list, { lang: 'zh', 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(remember).not.toHaveBeenCalled();
    const head = await get(list, { lang: 'zh' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    // HEAD went on to the route, whose cache lookup answered it.
    expect(remember).toHaveBeenCalledTimes(1);
    remember.mockClear();
    // Another spelling of the same query: not a known address, answered by the preHandler's cache lookup.
    const respelled = await get(`${GET_ENDPOINTS.newsList.path}?pageNum=01&pageSize=10`, { lang: 'zh' });
    expect(respelled.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(remember).toHaveBeenCalledTimes(1);
    const invalid = await get(`${GET_ENDPOINTS.newsList.path}?pageNum=abc`, { lang: 'zh' });
    expect(invalid.statusCode).toBe(400);
    remember.mockRestore();
  });

  it('sends the new content once an import changes the version', async () => {
    const brief = GET_ENDPOINTS.brief.path;
    const title = async () => (await get(brief, { lang: 'zh' })).json().data.title as string;
    const before = await title();
    await t.db.updateTable('brief').set({ title: '换了的标题' }).where('lang', '=', 'zh').execute();
    expect(await title()).toBe(before);
    const version = Number(
      (await t.db.selectFrom('content_meta').select('value').where('key', '=', 'version').executeTakeFirstOrThrow())
        .value,
    );
    await writeContentMeta(t.db, { version: String(version + 1) });
    expect(await t.app.contentState.refresh()).toBe(true);
    expect(await title()).toBe('换了的标题');
  });
});
