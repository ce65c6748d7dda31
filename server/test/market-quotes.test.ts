import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { PriceHistory } from '@muyuan/contract/price-history';
import type { Quote } from '@muyuan/contract/stock-market';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { importContent } from '../src/content-import/import.ts';
import { type Db, openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { FAKE_DAY, type FakeQuoteFeed, startFakeQuoteFeed } from './helpers/fake-quote-feed.ts';
import { get, getData } from './helpers/requests.ts';
import { CONTENT_DIR, createTestApp, type TestApp, testConfig } from './helpers/test-app.ts';

const PATH = GET_ENDPOINTS.stockMarketList.path;
const POLL_MS = 200;
/** The bound the issue sets: a new price is on the answers within a poll period and 2 s. */
const VISIBLE_WITHIN_MS = POLL_MS + 2000;
const TOKEN = 'market-quotes-metrics-token';

/** A clock running from 10:30:10 Beijing time on the fake's trading day. */
function tradingMorningClock(): () => number {
  const base = Date.parse(`${FAKE_DAY}T10:30:10+08:00`);
  const started = Date.now();
  return () => base + (Date.now() - started);
}

const feedConfig = (fake: FakeQuoteFeed): Partial<Config> => ({
  quoteFeedUrl: fake.urlTemplate,
  quoteFeedHeaders: { Referer: 'https://finance.example.com/' },
  quotePollMs: POLL_MS,
  quotePollHours: 'always',
});

const stockOf = async (app: FastifyInstance, lang: 'zh' | 'en' = 'zh') =>
  (await getData<Quote[]>(app, PATH, lang)).find((q) => q.code === '002714') as Quote;

/** Waits until `check` holds (polling every 20 ms), failing after `withinMs`; answers the time it took. */
async function until(check: () => Promise<boolean> | boolean, withinMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
  return Date.now() - started;
}

describe.each(databases())('live quotes from the market feed (%s)', (dialect) => {
  let fake: FakeQuoteFeed;
  let t: TestApp;
  const lines: { level: number; msg: string; outcome?: string }[] = [];

  /** Waits until the feed has been asked `n` more times and the last of those polls is done. */
  const polls = async (n: number) => {
    const target = fake.requests.length + n + 1;
    await until(() => fake.requests.length >= target, (n + 1) * (POLL_MS + 3500), `${n} polls`);
  };
  const feedLines = () => lines.filter((l) => l.msg.startsWith('quote feed'));
  const dayOfHistory = () =>
    getData<PriceHistory>(
      t.app,
      `${GET_ENDPOINTS.priceHistory.path}?code=002714&from=${FAKE_DAY}&to=${FAKE_DAY}`,
      'zh',
    );

  beforeAll(async () => {
    fake = await startFakeQuoteFeed();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    t = await createTestApp(
      dialect,
      { ...feedConfig(fake), logLevel: 'info', metricsToken: TOKEN },
      { logStream: stream, clock: tradingMorningClock() },
    );
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  it('answers the stored quote, with its own time and no status, until the feed has been asked', async () => {
    const stock = await stockOf(t.app);
    expect(stock).toMatchObject({ price: 41.86, quoteTime: '2026-02-13T15:00:00+08:00' });
    expect(stock.status).toBeUndefined();
    expect(fake.requests).toEqual([]);
  });

  it('shows the feed’s price within a poll and 2 s, with the seeded names, source and delay note', async () => {
    fake.set('002714', { price: 42.5, high: 42.6 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const took = await until(async () => (await stockOf(t.app)).price === 42.5, VISIBLE_WITHIN_MS, 'the new price');
    expect(took).toBeLessThan(VISIBLE_WITHIN_MS);
    const zh = await stockOf(t.app);
    expect(zh).toMatchObject({
      name: '牧原股份',
      price: 42.5,
      high: 42.6,
      prevClose: 41.05,
      change: 1.45,
      changePercent: 3.53,
      quoteTime: `${FAKE_DAY}T10:30:03+08:00`,
      source: '深圳证券交易所行情（延时）',
      status: 'trading',
    });
    expect(await stockOf(t.app, 'en')).toMatchObject({ name: 'Muyuan Foods', price: 42.5, status: 'trading' });
    const bond = (await getData<Quote[]>(t.app, PATH, 'zh')).find((q) => q.code === '127045');
    expect(bond).toMatchObject({ name: '牧原转债', price: 126.48, quoteTime: `${FAKE_DAY}T10:30:03+08:00` });
    expect(fake.requests[0]).toMatchObject({ url: '/list=sz002714,sz127045' });
    expect(fake.requests[0]?.headers.referer).toBe('https://finance.example.com/');
  });

  it('follows the next change, and is read anew on every request (no-cache, not the response cache)', async () => {
    fake.set('002714', { price: 42.8, high: 42.9, time: '10:31:03' });
    await until(async () => (await stockOf(t.app)).price === 42.8, VISIBLE_WITHIN_MS, 'the next price');
    const res = await get(t.app, PATH, 'zh');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('never puts an older quote over a newer one (an answer that came late)', async () => {
    const newer = await stockOf(t.app);
    fake.set('002714', { price: 40.01, high: 42.9, time: '10:30:33' });
    await polls(2);
    expect(await stockOf(t.app)).toEqual(newer);
    fake.set('002714', { price: 42.8, high: 42.9, time: '10:31:03' });
  });

  it('keeps the last good quote and its time when the feed is down, errs, answers garbage, a price of 0 or another name', async () => {
    const kept = await stockOf(t.app);
    const behave = (behaviour: FakeQuoteFeed['behaviour']) => () => {
      fake.behaviour = behaviour;
    };
    const cases: [string, () => void][] = [
      ['down', behave('down')],
      ['erroring', behave('erroring')],
      ['garbage', behave('garbage')],
      [
        'price 0',
        () => {
          fake.behaviour = 'answering';
          fake.set('002714', { price: 0, time: '10:32:03' });
        },
      ],
      ['another name', () => fake.set('002714', { price: 43.3, name: '贵州茅台', time: '10:33:03' })],
    ];
    for (const [what, make] of cases) {
      make();
      await polls(2);
      expect(await stockOf(t.app), what).toEqual(kept);
    }
    expect((await get(t.app, '/readyz')).statusCode).toBe(200);
    fake.set('002714', { name: '牧原股份', price: 42.8, time: '10:31:03' });
  });

  it('keeps it through a slow feed (3 s timeout), and logs ok → timeout → ok as two lines', async () => {
    await polls(1);
    const before = feedLines().length;
    const kept = await stockOf(t.app);
    fake.behaviour = 'slow';
    await polls(2);
    expect(await stockOf(t.app)).toEqual(kept);
    fake.behaviour = 'answering';
    fake.set('002714', { price: 43.1, time: '10:40:03' });
    await until(async () => (await stockOf(t.app)).price === 43.1, 3000 + VISIBLE_WITHIN_MS, 'the recovered price');
    await polls(2);
    expect(
      feedLines()
        .slice(before)
        .map((l) => [l.msg, l.outcome]),
    ).toEqual([
      ['quote feed: last good quote kept', 'timeout'],
      ['quote feed answering again', undefined],
    ]);
  });

  it('counts polls by outcome and tells the last good quote’s age in /metrics', async () => {
    const res = await get(t.app, '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    for (const outcome of ['ok', 'timeout', 'unreachable', 'garbage', 'rejected'])
      expect(res.body).toMatch(new RegExp(`^market_quote_polls_total\\{outcome="${outcome}"\\} [1-9]\\d*$`, 'm'));
    const age = Number(/^market_quote_age_seconds (\S+)$/m.exec(res.body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(5);
  });

  it('shows a halt (停牌) as halted at the last traded price, and the closing quote as closed', async () => {
    fake.set('002714', { status: '03', price: 0, open: 0, high: 0, low: 0, volume: 0, turnover: 0, time: '10:45:03' });
    await until(async () => (await stockOf(t.app)).status === 'halted', VISIBLE_WITHIN_MS, 'the halt');
    expect(await stockOf(t.app)).toMatchObject({ price: 41.05, change: 0, changePercent: 0, volume: 0 });
    // Before the close nothing of the day is in the history, the halt included.
    expect((await dayOfHistory()).bars).toEqual([]);
    fake.set('002714', {
      status: '00',
      price: 43.2,
      open: 41.2,
      high: 43.5,
      low: 40.98,
      volume: 21_000_000,
      turnover: 890_000_000,
      time: '15:00:03',
    });
    await until(async () => (await stockOf(t.app)).status === 'closed', VISIBLE_WITHIN_MS, 'the close');
    expect(await stockOf(t.app)).toMatchObject({ price: 43.2, quoteTime: `${FAKE_DAY}T15:00:03+08:00` });
    // The final quote is the day's bar in the history.
    await until(async () => (await dayOfHistory()).bars.length === 1, VISIBLE_WITHIN_MS, "the day's bar");
    expect((await dayOfHistory()).bars).toEqual([
      { date: FAKE_DAY, open: 41.2, high: 43.5, low: 40.98, close: 43.2, volume: 21_000_000, amount: 890_000_000 },
    ]);
  });
});

describe('without QUOTE_FEED_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.cleanup());

  it('polls nothing and answers the stored quote as before (kept in the response cache)', async () => {
    expect(t.app.quotePoller).toBeNull();
    const res = await get(t.app, PATH, 'zh');
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const stock = (res.json() as { data: Quote[] }).data.find((q) => q.code === '002714');
    expect(stock).toMatchObject({ price: 41.86, quoteTime: '2026-02-13T15:00:00+08:00' });
    expect(stock?.status).toBeUndefined();
  });
});

const postgres = process.env.TEST_DATABASE_URL;

describe.runIf(postgres)('live quotes on two instances sharing PostgreSQL', () => {
  let database: TestDatabase;
  let fake: FakeQuoteFeed;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  const pools: Db[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await migrateToLatest(database.db);
    await importContent(database.db, CONTENT_DIR);
    fake = await startFakeQuoteFeed();
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-quotes-'));
    const clock = tradingMorningClock();
    for (let i = 0; i < 2; i++) {
      const { db } = openPostgres(postgres ?? '', { searchPath: database.schema });
      pools.push(db);
      apps.push(await buildApp(testConfig({ dataDir, ...feedConfig(fake) }), { db, clock }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of pools) await db.destroy();
    await database?.cleanup();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const runBoth = () => Promise.all(apps.map((app) => app.quotePoller?.run()));

  it('asks the feed from one instance only, and both answer the new price', async () => {
    const outcomes = await runBoth();
    expect([...outcomes].sort()).toEqual(['ok', 'standby']);
    expect(fake.requests).toHaveLength(1);
    fake.set('002714', { price: 44.4, time: '10:50:03' });
    expect(await runBoth()).toEqual(outcomes);
    expect(fake.requests).toHaveLength(2);
    for (const app of apps) expect(await stockOf(app)).toMatchObject({ price: 44.4, status: 'trading' });
  });

  it('is taken over by the other instance when the polling one stops', async () => {
    const outcomes = await runBoth();
    const holder = outcomes.indexOf('ok');
    const other = apps[1 - holder] as FastifyInstance;
    await (apps[holder] as FastifyInstance).close();
    apps.splice(holder, 1);
    fake.set('002714', { price: 44.9, time: '10:51:03' });
    expect(await other.quotePoller?.run()).toBe('ok');
    expect(await stockOf(other)).toMatchObject({ price: 44.9 });
  });
});
