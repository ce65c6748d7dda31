import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { PriceSecurities } from '@muyuan/contract/admin/price-history';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { PriceHistory } from '@muyuan/contract/price-history';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/admin/audit.ts';
import { ADMIN_ORIGIN, call, type Enrolled, enrollWithPassword, FakeClock, sessionHeaders } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { multipart } from './helpers/integrity.ts';
import { getData, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const STOCK = '002714';
const csv = (...rows: string[]) => Buffer.from(['date,open,high,low,close,volume,amount', ...rows, ''].join('\n'));
/** Three real days of the A share after the seed's sample history. */
const REAL = csv(
  '2026-02-24,41.50,42.10,41.02,41.88,20100000,837000000',
  '2026-02-25,41.90,42.60,41.70,42.41,22300000,940000000',
  '2026-02-26,42.40,42.45,41.30,41.52,19800000,826000000',
);

/** Posts a price file as the console does (same origin, the caller's session). */
function postPrices(
  app: FastifyInstance,
  code: string,
  form: { payload: Buffer; contentType: string },
  who: Enrolled,
  lang: 'zh' | 'en' = 'en',
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: withParams(ADMIN_PATHS.priceHistoryImport, { code }),
    headers: { lang, origin: ADMIN_ORIGIN, 'content-type': form.contentType, ...sessionHeaders(who.cookie), ...extra },
    payload: form.payload,
  });
}

describe.each(databases())('the console’s price history (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let publisher: Enrolled;
  let editor: Enrolled;
  let viewer: Enrolled;
  let compliance: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    publisher = await enrollWithPassword(t.app, t.db, clock, ['publisher']);
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    compliance = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  });
  afterAll(async () => t?.cleanup());

  const securities = async (who: Enrolled = viewer) => {
    const res = await call(t.app, 'GET', ADMIN_PATHS.priceHistory, { cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as PriceSecurities).securities;
  };
  const stock = async () => (await securities()).find((s) => s.code === STOCK);
  const publicBars = async () =>
    (
      await getData<PriceHistory>(
        t.app,
        `${API_PATHS.priceHistory}?${qs({ code: STOCK, from: '2026-02-24', to: '2026-02-26' })}`,
        'en',
      )
    ).bars;

  it('lists each quoted security with what its history holds: sample data only, before any import', async () => {
    const list = await securities();
    expect(list.map((s) => s.code)).toEqual(expect.arrayContaining([STOCK, '127045']));
    const before = list.find((s) => s.code === STOCK);
    expect(before).toMatchObject({ realBars: 0, lastImport: null, kind: 'stock' });
    expect(before?.sampleBars).toBeGreaterThan(500);
    expect(before?.first && before.last && before.first < before.last).toBe(true);
    // Names in the caller's language.
    const zh = await call(t.app, 'GET', ADMIN_PATHS.priceHistory, { cookie: viewer.cookie }).then(
      (r) => (r.json().data as PriceSecurities).securities.find((s) => s.code === STOCK)?.name,
    );
    expect(zh).toBeTruthy();
  });

  it('imports a CSV for a publisher: the public history has the days at once, the audit trail names the file', async () => {
    const res = await postPrices(t.app, STOCK, multipart('002714 行情.csv', REAL, 'text/csv'), publisher);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({
      code: STOCK,
      bars: 3,
      first: '2026-02-24',
      last: '2026-02-26',
      added: 3,
      changed: true,
    });
    expect(summary.sampleCleared).toBeGreaterThan(500);

    const bars = await publicBars();
    expect(bars.map((b) => [b.date, b.close])).toEqual([
      ['2026-02-24', 41.88],
      ['2026-02-25', 42.41],
      ['2026-02-26', 41.52],
    ]);
    const after = await stock();
    expect(after).toMatchObject({ realBars: 3, sampleBars: 0, first: '2026-02-24', last: '2026-02-26' });
    expect(after?.lastImport).toMatchObject({
      fileName: '002714 行情.csv',
      bars: 3,
      by: expect.stringContaining(publisher.email),
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'price_import')
      .executeTakeFirstOrThrow();
    expect(audit.object).toBe(`prices:${STOCK}`);
    expect(audit.actor).toMatch(/^account:/);
    expect(audit.actor_name).toContain(publisher.email);
    expect(JSON.parse(audit.detail)).toMatchObject({ fileName: '002714 行情.csv', bars: 3, added: 3 });
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('the same file again changes nothing, and says so', async () => {
    const res = await postPrices(t.app, STOCK, multipart('again.csv', REAL, 'text/csv'), publisher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ bars: 3, added: 0, replaced: 0, sampleCleared: 0, changed: false });
    expect((await stock())?.realBars).toBe(3);
  });

  it('refuses a bad file whole, every problem at its line in the caller’s language, and keeps what was stored', async () => {
    const bad = csv(
      '2026-02-27,42.00,42.50,41.60,42.10,18000000,760000000',
      '2026-02-30,42.00,42.50,41.60,42.10,18000000,760000000',
      '2026-03-02,42.00,41.00,41.60,42.10,18000000,760000000',
      '2026-03-03,0,42.50,41.60,42.10,18000000,760000000',
    );
    for (const lang of ['en', 'zh'] as const) {
      const res = await postPrices(t.app, STOCK, multipart('bad.csv', bad, 'text/csv'), publisher, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['x-error-code']).toBe('price_file_refused');
      const body = res.json();
      expect(body.msg).toMatch(lang === 'zh' ? /价格文件未导入/ : /price file was not imported/);
      const lines = body.data.problems.map((p: { line: number }) => p.line);
      expect(new Set(lines)).toEqual(new Set([3, 4, 5]));
      for (const p of body.data.problems)
        expect(p.message).toMatch(lang === 'zh' ? /\p{Script=Han}/u : /^[\x20-\x7e]+$/);
      expect(body.data.more).toBe(0);
    }
    // Line 2 was fine, but nothing of the file was written.
    expect(await stock()).toMatchObject({ realBars: 3, last: '2026-02-26' });
  });

  it('refuses what is not a CSV text file for what it is, and a file over the limit before reading it', async () => {
    const workbook = await postPrices(
      t.app,
      STOCK,
      multipart('prices.xlsx', Buffer.from('PK\x03\x04'), 'application/zip'),
      publisher,
    );
    expect(workbook.statusCode).toBe(415);
    expect(workbook.headers['x-error-code']).toBe('not_a_price_file');
    const binary = await postPrices(
      t.app,
      STOCK,
      multipart('prices.csv', Buffer.from([0x50, 0x4b, 0, 0, 1, 2])),
      publisher,
      'zh',
    );
    expect(binary.statusCode).toBe(415);
    expect(binary.json().msg).toMatch(/CSV/);
    const oversize = await postPrices(t.app, STOCK, multipart('big.csv', REAL, 'text/csv'), publisher, 'en', {
      'content-length': String(50 * 1024 * 1024),
    });
    expect(oversize.statusCode).toBe(413);
    // A JSON body is not a form (415); a broken one is refused as such (400).
    for (const [payload, status] of [
      ['{"date":"2026-02-27"}', 415],
      ['{"date":', 400],
    ] as const) {
      const json = await t.app.inject({
        method: 'POST',
        url: withParams(ADMIN_PATHS.priceHistoryImport, { code: STOCK }),
        headers: {
          lang: 'en',
          origin: ADMIN_ORIGIN,
          'content-type': 'application/json',
          ...sessionHeaders(publisher.cookie),
        },
        payload,
      });
      expect(json.statusCode, json.body).toBe(status);
    }
    const empty = await postPrices(t.app, STOCK, multipart('empty.csv', Buffer.alloc(0), 'text/csv'), publisher);
    expect(empty.statusCode).toBe(400);
    expect((await stock())?.realBars).toBe(3);
  });

  it('refuses an unknown or malformed code with a clear message', async () => {
    const unknown = await postPrices(t.app, '600000', multipart('p.csv', REAL, 'text/csv'), publisher, 'zh');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toMatch(/600000.*不是本站报价的证券/);
    const malformed = await postPrices(t.app, '2714', multipart('p.csv', REAL, 'text/csv'), publisher);
    expect(malformed.statusCode).toBe(400);
  });

  it('lets publishers import and content readers look; editors and compliance get 403', async () => {
    expect((await postPrices(t.app, STOCK, multipart('p.csv', REAL, 'text/csv'), editor)).statusCode).toBe(403);
    expect((await postPrices(t.app, STOCK, multipart('p.csv', REAL, 'text/csv'), viewer)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', ADMIN_PATHS.priceHistory, { cookie: compliance.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', ADMIN_PATHS.priceHistory, { cookie: editor.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', ADMIN_PATHS.priceHistory)).statusCode).toBe(401);
  });
});
