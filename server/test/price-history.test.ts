import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_PATHS, PRICE_HISTORY_CSV_PATH } from '@muyuan/contract/api-paths';
import { MAX_PRICE_HISTORY_DAYS, type PriceHistory } from '@muyuan/contract/price-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { importContent } from '../src/content-import/import.ts';
import { readContentVersion } from '../src/content-model/content-meta.ts';
import { PriceCsvError, parsePriceCsv } from '../src/market/history/csv-parse.ts';
import { writeDailyBar } from '../src/market/history/daily-bar.ts';
import { importPriceFile, PriceImportRefused } from '../src/market/history/import-prices.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { databases } from './helpers/databases.ts';
import { get, getData, qs } from './helpers/requests.ts';
import { CONTENT_DIR, createTestApp, type TestApp } from './helpers/test-app.ts';

const STOCK = '002714';
const BOND = '127045';
/** After the seed's last bar, so imported days are new ones; the imports run "today" = NOW. */
const NOW = new Date('2026-03-06T09:00:00Z');
const SAMPLE_ROWS = (code: string) =>
  readFileSync(join(CONTENT_DIR, 'data/price-history', `${code}.csv`), 'utf8')
    .trim()
    .split('\n').length - 1;

const csv = (...rows: string[]) => Buffer.from(['date,open,high,low,close,volume,amount', ...rows, ''].join('\n'));
/** Three real days of the A share after the seed's sample history. */
const REAL = csv(
  '2026-02-24,41.50,42.10,41.02,41.88,20100000,837000000',
  '2026-02-25,41.90,42.60,41.70,42.41,22300000,940000000',
  '2026-02-26,42.40,42.45,41.30,41.52,19800000,826000000',
);

const history = (app: TestApp['app'], query: Record<string, string>, lang: 'zh' | 'en' = 'zh') =>
  getData<PriceHistory>(app, `${API_PATHS.priceHistory}?${qs(query)}`, lang);

describe.each(databases())('price history on %s', (dialect) => {
  let t: TestApp;
  const rows = (code: string) =>
    t.db.selectFrom('daily_bars').selectAll().where('code', '=', code).orderBy('date').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('seeds the generated history as sample rows, ending at the seeded quote, and answers the year up to it', async () => {
    expect(await rows(STOCK)).toHaveLength(SAMPLE_ROWS(STOCK));
    expect((await rows(BOND)).every((r) => r.sample === 1)).toBe(true);
    const zh = await history(t.app, { code: STOCK });
    expect(zh).toMatchObject({ code: STOCK, from: '2025-02-14', to: '2026-02-13', sample: true });
    expect(zh.available).toEqual({ first: '2023-02-13', last: '2026-02-13' });
    expect(zh.bars.at(-1)).toEqual({
      date: '2026-02-13',
      open: 41.2,
      high: 42.35,
      low: 40.98,
      close: 41.86,
      volume: 18652400,
      amount: 780356200,
    });
    expect(zh.bars.every((b) => b.date >= zh.from && b.date <= zh.to)).toBe(true);
    expect(zh.bars.length).toBeGreaterThan(230);
    expect(await history(t.app, { code: STOCK }, 'en')).toEqual(zh);
    const bond = await history(t.app, { code: BOND, from: '2026-02-09', to: '2026-02-13' });
    expect(bond.bars.map((b) => b.date)).toEqual([
      '2026-02-09',
      '2026-02-10',
      '2026-02-11',
      '2026-02-12',
      '2026-02-13',
    ]);
    expect(bond.bars.at(-1)?.close).toBe(126.48);
  });

  it('keeps the sample rows as they are when the content is imported again', async () => {
    const before = await rows(BOND);
    const summary = await importContent(t.db, CONTENT_DIR);
    expect(summary.counts.daily_bars).toBe(SAMPLE_ROWS(STOCK) + SAMPLE_ROWS(BOND));
    expect(await rows(BOND)).toEqual(before);
  });

  it('refuses a bad file or an unknown code whole, changing nothing', async () => {
    const before = await rows(STOCK);
    const version = await readContentVersion(t.db);
    const bad = csv('2026-02-24,41.50,42.10,41.02,41.88,20100000,837000000', '2026-02-25,41.90,41.60,41.70,41.65,1,1');
    await expect(importPriceFile(t.db, { code: STOCK, bytes: bad, now: NOW })).rejects.toThrow(PriceCsvError);
    await expect(importPriceFile(t.db, { code: STOCK, bytes: bad, now: NOW })).rejects.toMatchObject({
      problems: [{ line: 3, en: 'high 41.6 is below low 41.7' }],
    });
    const unknown = importPriceFile(t.db, { code: '000001', bytes: REAL, now: NOW });
    await expect(unknown).rejects.toThrow(PriceImportRefused);
    await expect(importPriceFile(t.db, { code: '000001', bytes: REAL, now: NOW })).rejects.toMatchObject({
      msg: { zh: expect.stringContaining('代码 000001 不是本站报价的证券'), en: expect.stringContaining('000001') },
    });
    expect(await rows(STOCK)).toEqual(before);
    expect(await readContentVersion(t.db)).toBe(version);
  });

  it('imports real bars over the sample ones of that code only; the same file again changes nothing', async () => {
    const cached = await history(t.app, { code: STOCK, from: '2026-02-01', to: '2026-02-28' });
    expect(cached.sample).toBe(true);
    const version = await readContentVersion(t.db);
    const first = await importPriceFile(t.db, { code: STOCK, bytes: REAL, now: NOW });
    expect(first).toMatchObject({
      code: STOCK,
      encoding: 'utf-8',
      bars: 3,
      first: '2026-02-24',
      last: '2026-02-26',
      added: 3,
      replaced: 0,
      sampleCleared: SAMPLE_ROWS(STOCK),
      changed: true,
    });
    expect(await readContentVersion(t.db)).toBe((version ?? 0) + 1);
    const after = await rows(STOCK);
    expect(after.map((r) => [r.date, r.sample])).toEqual([
      ['2026-02-24', 0],
      ['2026-02-25', 0],
      ['2026-02-26', 0],
    ]);
    expect((await rows(BOND)).length).toBe(SAMPLE_ROWS(BOND));

    const again = await importPriceFile(t.db, { code: STOCK, bytes: REAL, now: NOW });
    expect(again).toMatchObject({ added: 0, replaced: 0, sampleCleared: 0, changed: false });
    expect(await rows(STOCK)).toEqual(after);
    expect(await readContentVersion(t.db)).toBe((version ?? 0) + 1);

    // The cached answer goes with the content version; the new one is real data.
    expect(await t.app.contentState.refresh()).toBe(true);
    const fresh = await history(t.app, { code: STOCK, from: '2026-02-01', to: '2026-02-28' });
    expect(fresh).toMatchObject({ sample: false, available: { first: '2026-02-24', last: '2026-02-26' } });
    expect(fresh.bars.map((b) => b.close)).toEqual([41.88, 42.41, 41.52]);
  });

  it('re-imports replace the days of the file only, and a GBK file with the Chinese header reads the same', async () => {
    // `日期,开盘,最高,最低,收盘,成交量,成交额` in GBK (Python's `gbk` codec), then ASCII rows.
    const gbkHeader = Buffer.from(
      'c8d5c6da2cbfaac5cc2cd7eeb8df2cd7eeb5cd2ccad5c5cc2cb3c9bdbbc1bf2cb3c9bdbbb6ee',
      'hex',
    );
    const rowsText =
      '\r\n2026-02-26,42.40,42.45,41.30,41.60,19800000,826000000\r\n2026-02-27,41.60,41.90,41.10,41.75,18000000,750000000\r\n';
    const gbk = Buffer.concat([gbkHeader, Buffer.from(rowsText, 'ascii')]);
    const summary = await importPriceFile(t.db, { code: STOCK, bytes: gbk, now: NOW });
    expect(summary).toMatchObject({ encoding: 'gbk', added: 1, replaced: 1, sampleCleared: 0, changed: true });
    expect((await rows(STOCK)).map((r) => [r.date, r.close])).toEqual([
      ['2026-02-24', 41.88],
      ['2026-02-25', 42.41],
      ['2026-02-26', 41.6],
      ['2026-02-27', 41.75],
    ]);
  });

  it('leaves a code with real bars alone when the seed is imported again; the other keeps its sample', async () => {
    const before = await rows(STOCK);
    const summary = await importContent(t.db, CONTENT_DIR);
    expect(summary.counts.daily_bars).toBe(SAMPLE_ROWS(BOND));
    expect(await rows(STOCK)).toEqual(before);
    expect((await rows(BOND)).every((r) => r.sample === 1)).toBe(true);
  });

  it("stores the poller's daily bar, moving the version on only when it changed, and refuses an impossible one", async () => {
    const bar = { date: '2026-03-02', open: 41.8, high: 42.2, low: 41.5, close: 42, volume: 1_000_000, amount: 42e6 };
    const version = (await readContentVersion(t.db)) ?? 0;
    expect(await writeDailyBar(t.db, STOCK, bar, NOW)).toBe(true);
    expect(await writeDailyBar(t.db, STOCK, bar, NOW)).toBe(false);
    expect(await readContentVersion(t.db)).toBe(version + 1);
    expect(await writeDailyBar(t.db, STOCK, { ...bar, close: 42.1 }, NOW)).toBe(true);
    expect((await rows(STOCK)).find((r) => r.date === bar.date)).toMatchObject({ close: 42.1, sample: 0 });
    await expect(writeDailyBar(t.db, STOCK, { ...bar, open: 0, high: 0, low: 0 }, NOW)).rejects.toThrow(
      /open must be above 0/,
    );
    await expect(writeDailyBar(t.db, STOCK, { ...bar, date: '2026-03-07' }, NOW)).rejects.toThrow(/in the future/);
  });

  it('answers exactly the days of an inclusive range', async () => {
    const a = await history(t.app, { code: BOND, from: '2026-02-10', to: '2026-02-12' });
    expect(a.bars.map((b) => b.date)).toEqual(['2026-02-10', '2026-02-11', '2026-02-12']);
    const day = await history(t.app, { code: BOND, from: '2026-02-13', to: '2026-02-13' });
    expect(day.bars).toHaveLength(1);
    const weekend = await history(t.app, { code: BOND, from: '2026-02-14', to: '2026-02-15' });
    expect(weekend).toMatchObject({ bars: [], sample: false });
    const longest = new Date(Date.parse('2026-02-13') - (MAX_PRICE_HISTORY_DAYS - 1) * 86_400_000);
    const all = await history(t.app, { code: BOND, from: longest.toISOString().slice(0, 10), to: '2026-02-13' });
    expect(all.bars).toHaveLength(SAMPLE_ROWS(BOND));
  });

  it.each([
    [
      'from after to',
      { code: BOND, from: '2026-02-13', to: '2026-02-01' },
      '请求参数无效：开始日期 2026-02-13 晚于结束日期 2026-02-01',
      'Invalid request parameters: from 2026-02-13 is after to 2026-02-01',
    ],
    [
      'a range over the maximum',
      { code: BOND, from: '2010-01-01', to: '2026-02-13' },
      `请求参数无效：日期范围最多 ${MAX_PRICE_HISTORY_DAYS} 天，请缩小范围`,
      `Invalid request parameters: a date range spans at most ${MAX_PRICE_HISTORY_DAYS} days`,
    ],
    [
      'an unknown code',
      { code: '600000' },
      '请求参数无效：code 600000 不是本站提供行情的证券代码',
      'Invalid request parameter: code 600000 is not a security this site quotes',
    ],
    [
      'a day not in the calendar',
      { code: BOND, from: '2026-02-30' },
      '请求参数无效：from 应为日历上的日期（YYYY-MM-DD）',
      'Invalid request parameter: from must be a calendar date (YYYY-MM-DD)',
    ],
    [
      'an unparseable date',
      { code: BOND, to: 'yesterday' },
      '请求参数无效：to 应为日历上的日期（YYYY-MM-DD）',
      'Invalid request parameter: to must be a calendar date (YYYY-MM-DD)',
    ],
    [
      'a code that is not six digits',
      { code: '2714' },
      '请求参数无效：code 应为六位数字的证券代码（如 002714）',
      'Invalid request parameter: code must be a six-digit security code (e.g. 002714)',
    ],
    [
      'no code',
      {},
      '请求参数无效：code 应为六位数字的证券代码（如 002714）',
      'Invalid request parameter: code must be a six-digit security code (e.g. 002714)',
    ],
  ])('answers 400 for %s, in both languages, on both paths', async (_name, query, zh, en) => {
    for (const path of [API_PATHS.priceHistory, PRICE_HISTORY_CSV_PATH]) {
      const url = `${path}?${qs(query)}`;
      const [zhRes, enRes] = [await get(t.app, url, 'zh'), await get(t.app, url, 'en')];
      expect(zhRes.statusCode, url).toBe(400);
      expect(zhRes.json()).toEqual({ code: 400, msg: zh, data: null });
      expect(enRes.json()).toEqual({ code: 400, msg: en, data: null });
    }
  });

  it('sends the same bars as a CSV download: BOM, header in the language, file name with code, range and language', async () => {
    const query = { code: BOND, from: '2026-02-09', to: '2026-02-13' };
    const json = await history(t.app, query);
    const en = await get(t.app, `${PRICE_HISTORY_CSV_PATH}?${qs(query)}`, 'en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe('attachment; filename=127045_2026-02-09_2026-02-13_en_sample.csv');
    expect(en.headers['content-language']).toBe('en');
    expect(en.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect([...en.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = en.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\n').slice(0, 2)).toEqual([
      'date,open,high,low,close,volume,amount',
      '2026-02-09,' +
        Object.values(json.bars[0] ?? {})
          .slice(1)
          .join(','),
    ]);
    expect(text.endsWith('\n')).toBe(true);
    expect(parsePriceCsv(text, '2026-02-13')).toEqual(json.bars);

    const zh = await get(t.app, `${PRICE_HISTORY_CSV_PATH}?${qs(query)}`, 'zh');
    expect(zh.headers['content-disposition']).toBe('attachment; filename=127045_2026-02-09_2026-02-13_zh_sample.csv');
    expect(zh.rawPayload.subarray(3).toString('utf8').split('\n')[0]).toBe('日期,开盘,最高,最低,收盘,成交量,成交额');
    expect(zh.rawPayload.subarray(3).toString('utf8').split('\n').slice(1)).toEqual(text.split('\n').slice(1));

    // A link cannot send the lang header: the query names the language.
    const linked = await get(t.app, `${PRICE_HISTORY_CSV_PATH}?${qs({ ...query, lang: 'en' })}`, 'zh');
    expect(linked.rawPayload.equals(en.rawPayload)).toBe(true);
    expect(linked.headers['content-disposition']).toBe(en.headers['content-disposition']);
    const again = await get(t.app, `${PRICE_HISTORY_CSV_PATH}?${qs(query)}`, 'en', {
      'if-none-match': String(en.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const real = await get(t.app, `${PRICE_HISTORY_CSV_PATH}?${qs({ code: STOCK, from: '2026-02-24' })}`, 'en');
    expect(real.headers['content-disposition']).toBe('attachment; filename=002714_2026-02-24_2026-03-02_en.csv');
  });

  it('gives a database seeded before price history existed the sample history once, at start', async () => {
    await t.db.deleteFrom('daily_bars').execute();
    const version = (await readContentVersion(t.db)) ?? 0;
    expect(await prepareDatabase(t.db, CONTENT_DIR)).toBeNull();
    expect(await rows(STOCK)).toHaveLength(SAMPLE_ROWS(STOCK));
    expect((await rows(BOND)).every((r) => r.sample === 1)).toBe(true);
    expect(await readContentVersion(t.db)).toBe(version + 1);
    await prepareDatabase(t.db, CONTENT_DIR);
    expect(await readContentVersion(t.db)).toBe(version + 1);
  });
});

describe('npm run content -- import-prices', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'muyuan-prices-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/src/content-export/cli.ts', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  it('prints every problem of a refused file with its line, in Chinese and in English, and exits 1', () => {
    const file = resolve(dataDir, 'bad.csv');
    writeFileSync(file, csv('2026-02-24,41.50,42.10,41.02,41.88,-1,837000000', '2026-02-30,1,1,1,1,1,1'));
    const result = run(['import-prices', file, '--code', STOCK]);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      '价格文件未导入，问题如下：',
      '第 2 行：成交量不能为负',
      '第 3 行：日期“2026-02-30”不是有效日期',
      '',
      'The price file was not imported:',
      'line 2: volume must not be negative',
      'line 3: "2026-02-30" is not a valid date',
      '',
    ]);
  });

  it('refuses a command line without a six-digit code with the usage, before opening any database', () => {
    const result = run(['import-prices', 'prices.csv', '--code', '2714']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('import-prices needs --code, a six-digit security code (e.g. 002714)');
    expect(result.stderr).toContain('npm run content -- import-prices <file.csv> --code <six-digit code>');
  });
});
