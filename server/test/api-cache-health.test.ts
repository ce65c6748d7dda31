import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeContentMeta } from '../src/content-model/content-meta.ts';
import { databases } from './helpers/databases.ts';
import { get } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const briefPath = GET_ENDPOINTS.brief.path;

describe.each(databases())('response cache on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('sends an ETag and Cache-Control, and answers If-None-Match with 304', async () => {
    const first = await get(t.app, briefPath, 'zh');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = String(first.headers.etag);
    const again = await get(t.app, briefPath, 'zh', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const en = await get(t.app, briefPath, 'en', { 'if-none-match': etag });
    expect(en.statusCode).toBe(200);
    expect(en.headers.etag).not.toBe(etag);
  });

  it('marks what nginx may keep with X-Accel-Expires at this second, and nothing it must not keep', async () => {
    const secondsNow = () => Math.floor(Date.now() / 1000);
    const from = secondsNow();
    const first = await get(t.app, briefPath, 'zh');
    const again = await get(t.app, briefPath, 'zh', { 'if-none-match': String(first.headers.etag) });
    const to = secondsNow();
    for (const answer of [first, again]) {
      const second = Number(String(answer.headers['x-accel-expires']).replace(/^@/, ''));
      expect(second).toBeGreaterThanOrEqual(from);
      expect(second).toBeLessThanOrEqual(to);
    }
    const refused = await get(t.app, `${GET_ENDPOINTS.newsList.path}?pageSize=abc`, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-accel-expires']).toBeUndefined();
    const posted = await t.app.inject({ method: 'POST', url: briefPath });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    expect(posted.headers['x-accel-expires']).toBeUndefined();
  });

  it('reloads once when polls overlap a content change', async () => {
    const version = Number(
      (await t.db.selectFrom('content_meta').select('value').where('key', '=', 'version').executeTakeFirstOrThrow())
        .value,
    );
    await writeContentMeta(t.db, { version: String(version + 1) });
    const [a, b] = await Promise.all([t.app.contentState.refresh(), t.app.contentState.refresh()]);
    expect([a, b]).toEqual([true, true]);
    expect(t.app.contentState.version).toBe(version + 1);
    expect(await t.app.contentState.refresh()).toBe(false);
  });

  it('compresses large API answers with brotli or gzip as the client accepts', async () => {
    const url = `${GET_ENDPOINTS.newsList.path}?pageSize=20`;
    const plain = await get(t.app, url, 'zh');
    const br = await get(t.app, url, 'zh', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(t.app, url, 'zh', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('serves cached bytes until the content version changes, then fresh data', async () => {
    const before = (await get(t.app, briefPath, 'zh')).json().data.title as string;
    await t.db.updateTable('brief').set({ title: '新的标题' }).where('lang', '=', 'zh').execute();
    expect((await get(t.app, briefPath, 'zh')).json().data.title).toBe(before);
    const version = Number(
      (await t.db.selectFrom('content_meta').select('value').where('key', '=', 'version').executeTakeFirstOrThrow())
        .value,
    );
    await writeContentMeta(t.db, { version: String(version + 1) });
    expect(await t.app.contentState.refresh()).toBe(true);
    expect((await get(t.app, briefPath, 'zh')).json().data.title).toBe('新的标题');
  });

  it('keys the cache by path, normalized query and language', async () => {
    const list = GET_ENDPOINTS.newsList.path;
    const first = (await get(t.app, `${list}?pageSize=5&pageNum=1`, 'zh')).json().data.list[0];
    await t.db.updateTable('articles').set({ title: '改过的标题' }).where('id', '=', first.id).execute();
    // Same query in another order, with a parameter the endpoint does not know: the cached answer.
    const reordered = await get(t.app, `${list}?pageNum=1&utm_source=x&pageSize=5`, 'zh');
    expect(reordered.json().data.list[0].title).toBe(first.title);
    // A different page size is a different answer, read from the database.
    expect((await get(t.app, `${list}?pageSize=6`, 'zh')).json().data.list[0].title).toBe('改过的标题');
  });
});

describe.each(databases())('content polling and health on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('follows a content change by polling the version in the background', async () => {
    const polled = await createTestApp(dialect, { contentPollMs: 50 });
    t = polled;
    await get(polled.app, briefPath, 'en');
    await polled.db.updateTable('brief').set({ title: 'Polled title' }).where('lang', '=', 'en').execute();
    await writeContentMeta(polled.db, { version: '999' });
    await expect
      .poll(async () => (await get(polled.app, briefPath, 'en')).json().data.title, { timeout: 3000 })
      .toBe('Polled title');
  });

  it('answers /readyz 200 while the database is reachable and 503 once it is not; /healthz stays 200', async () => {
    t = await createTestApp(dialect);
    const ok = await get(t.app, '/readyz');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ code: 200 });
    await t.db.destroy();
    expect((await get(t.app, '/healthz')).statusCode).toBe(200);
    const down = await get(t.app, '/readyz', 'en');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 503, msg: 'The service is temporarily unavailable', data: null });
    // A content request that needs the closed database gets the same 503 envelope, not a 500.
    const uncached = await get(t.app, `${GET_ENDPOINTS.newsList.path}?pageNum=7`, 'zh');
    expect(uncached.statusCode).toBe(503);
    expect(uncached.json()).toEqual({ code: 503, msg: '服务暂时不可用', data: null });
  });
});
