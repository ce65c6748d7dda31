import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Quote } from '@muyuan/contract/stock-market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_DAY,
  FAKE_SEED,
  type FakeQuoteFeed,
  startFakeQuoteFeed,
} from '../../server/test/helpers/fake-quote-feed.ts';
import { type RunningStack, startStack } from '../stack/stack.ts';
import { call, header, loopbackClient } from './client.ts';
import { checkStackTestEnvironment, scratchSchema, TEST_DATABASE_URL, TEST_REDIS_URL } from './stack-environment.ts';

/**
 * Issue 40 on the reference stack: the live quote poller of two instances on PostgreSQL and Redis, one
 * of which asks a local fake of the vendor's feed (byte for byte, GBK), seen through nginx. A price
 * changed at the feed is on both instances' answers within QUOTE_POLL_MS + 2 s and not before the
 * change; the feed down, slow or answering garbage leaves the last good quote on both; a halt shows.
 */
const ready = checkStackTestEnvironment();
const POLL_MS = 1000;
/** The bound: a poll period, then 2 s for the write, the other instance's read and nginx's micro-cache. */
const VISIBLE_WITHIN_MS = POLL_MS + 2000;
/** How often the test asks while it waits for a change. */
const SAMPLE_EVERY_MS = 50;
const STOCK = '002714';
const ascending = (ports: Iterable<number>) => [...ports].sort((a, b) => a - b);
const LIST = API_PATHS.stockMarketList;

/** One answer of the quote list through nginx: when it came (ms after the change), its request id, the stock's quote. */
interface Sample {
  afterMs: number;
  id: string;
  cache: string | undefined;
  stock: Quote;
}

describe.runIf(ready)('live quotes on the reference stack: a fake feed, two instances behind nginx', () => {
  let stack: RunningStack;
  let schema: Awaited<ReturnType<typeof scratchSchema>>;
  let dataDir: string;
  let fake: FakeQuoteFeed;
  const from = loopbackClient();

  beforeAll(async () => {
    fake = await startFakeQuoteFeed();
    schema = await scratchSchema(TEST_DATABASE_URL as string);
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-stack-quotes-'));
    stack = await startStack({
      port: 0,
      databaseUrl: schema.url,
      redisUrl: TEST_REDIS_URL as string,
      workers: 1,
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        QUOTE_FEED_URL: fake.urlTemplate,
        QUOTE_FEED_HEADERS: JSON.stringify({ Referer: 'https://finance.example.com/' }),
        QUOTE_POLL_MS: String(POLL_MS),
        // The clock is the machine's: poll at any hour, so the test runs at night and on weekends too.
        QUOTE_POLL_HOURS: 'always',
        // The test asks every 50 ms from one address for a minute.
        RATE_LIMIT_MAX: '100000',
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await schema?.drop();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * The quote list through nginx. `past` the micro-cache (nginx neither keeps nor serves an answer to a
   * request with an Authorization header, which the public API ignores), each request reaches an
   * instance, the two in turn; else as a visitor gets it, from the cache when it has the answer.
   */
  const ask = async (changedAt: number, past: boolean): Promise<Sample> => {
    const answer = await call(`${stack.baseUrl}${LIST}`, {
      from,
      headers: { lang: 'zh', ...(past ? { authorization: 'Bearer stack-quotes' } : {}) },
    });
    expect(answer.status, answer.body).toBe(200);
    const stock = (JSON.parse(answer.body) as { data: Quote[] }).data.find((q) => q.code === STOCK) as Quote;
    return {
      afterMs: performance.now() - changedAt,
      id: header(answer, 'x-request-id') ?? '',
      cache: header(answer, 'x-cache-status'),
      stock,
    };
  };

  /** Which instance (its port) answered each request id, from nginx's access log (written within 1 s). */
  const instancesOf = async (ids: readonly string[]): Promise<Map<string, number>> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const byId = new Map<string, number>();
      for (const line of stack.accessLog().split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line) as { request_id: string; upstream: string };
        const port = Number(/:(\d+)$/.exec(entry.upstream)?.[1]);
        if (port) byId.set(entry.request_id, port);
      }
      if (ids.every((id) => byId.has(id)) || Date.now() > deadline) return byId;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /**
   * Asks through nginx every 50 ms, past the cache and as a visitor, until both instances and the cache
   * answer `shows`, or until the bound and a second more; answers every sample with the instance that gave it
   * (0 for the cache's).
   */
  const watchFor = async (shows: (q: Quote) => boolean, changedAt: number) => {
    const samples: (Sample & { port: number })[] = [];
    const past: Sample[] = [];
    const visitor: Sample[] = [];
    const done = async () => {
      if (!visitor.some((s) => shows(s.stock))) return false;
      const showing = past.filter((s) => shows(s.stock)).map((s) => s.id);
      if (showing.length < 2) return false;
      const ports = await instancesOf(showing);
      return new Set(showing.map((id) => ports.get(id))).size === 2;
    };
    while (performance.now() - changedAt < VISIBLE_WITHIN_MS + 1000) {
      const [a, b, c] = await Promise.all([ask(changedAt, true), ask(changedAt, true), ask(changedAt, false)]);
      past.push(a, b);
      visitor.push(c);
      if (shows(a.stock) && shows(b.stock) && (await done())) break;
      await new Promise((r) => setTimeout(r, SAMPLE_EVERY_MS));
    }
    const ports = await instancesOf(past.map((s) => s.id));
    for (const s of past) samples.push({ ...s, port: ports.get(s.id) ?? -1 });
    for (const s of visitor) samples.push({ ...s, port: 0 });
    return samples;
  };

  /**
   * For each instance (by port) and for the visitor's cached view (0): ms from the change to the first
   * answer that shows it. Checks that no answer after it went back (the database is shared: an instance
   * that has read the new quote never answers the old one again).
   */
  const delays = (samples: (Sample & { port: number })[], shows: (q: Quote) => boolean) => {
    const first = new Map<number, number>();
    for (const s of samples.sort((x, y) => x.afterMs - y.afterMs)) {
      const seen = first.get(s.port);
      if (seen === undefined && shows(s.stock)) first.set(s.port, Math.round(s.afterMs));
      else if (seen !== undefined) expect(shows(s.stock), `port ${s.port} went back at ${s.afterMs} ms`).toBe(true);
    }
    return first;
  };

  const instancePorts = () => ascending(stack.instances.map((i) => i.port));

  /** Both instances' answers, past the cache, several in turn (each instance answers at least one). */
  const bothAnswer = async () => {
    const samples = await Promise.all(Array.from({ length: 4 }, () => ask(performance.now(), true)));
    const ports = await instancesOf(samples.map((s) => s.id));
    expect(ascending(new Set(samples.map((s) => ports.get(s.id) ?? -1)))).toEqual(instancePorts());
    return samples.map((s) => s.stock);
  };

  /** Waits until the feed has been asked `n` more times and the last of them has been answered or given up on. */
  const polls = async (n: number) => {
    const target = fake.requests.length + n + 1;
    const deadline = Date.now() + (n + 1) * (POLL_MS + 3500);
    while (fake.requests.length < target) {
      if (Date.now() > deadline) throw new Error(`the feed was not asked ${n} more times`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('answers the feed’s quote on both instances once polled, asked from one instance with the configured headers', async () => {
    const feedTime = `${FAKE_DAY}T${FAKE_SEED[STOCK]?.time}+08:00`;
    const deadline = Date.now() + 10_000;
    while ((await ask(performance.now(), true)).stock.quoteTime !== feedTime && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    for (const stock of await bothAnswer())
      expect(stock).toMatchObject({ price: FAKE_SEED[STOCK]?.price, quoteTime: feedTime });
    expect(fake.requests[0]).toMatchObject({ url: '/list=sz002714,sz127045' });
    expect(fake.requests[0]?.headers.referer).toBe('https://finance.example.com/');
    // One instance holds the lease: one request a poll, not one an instance.
    const started = fake.requests.length;
    await new Promise((r) => setTimeout(r, 3 * POLL_MS + 200));
    expect(fake.requests.length - started).toBeGreaterThanOrEqual(2);
    expect(fake.requests.length - started).toBeLessThanOrEqual(4);
  });

  it('shows a price changed at the feed on both instances and through the cache within QUOTE_POLL_MS + 2 s, not before', async () => {
    const newPrice = 43.21;
    const shows = (q: Quote) => q.price === newPrice;
    // Before the change, neither instance nor the cache answers the new price.
    for (const stock of await bothAnswer()) expect(stock.price).toBe(FAKE_SEED[STOCK]?.price);
    expect(shows((await ask(performance.now(), false)).stock)).toBe(false);

    fake.set(STOCK, { price: newPrice, high: 43.5, time: '10:31:03' });
    const changedAt = performance.now();
    const samples = await watchFor(shows, changedAt);
    const first = delays(samples, shows);
    const report = JSON.stringify(Object.fromEntries(first));
    console.info(`live quote on the stack: ms from the feed's change to the first answer showing it ${report}`);
    // Not before the change: every answer up to the first new one (each instance's, the cache's) was the old price.
    for (const s of samples) if (!shows(s.stock)) expect(s.stock.price, `port ${s.port}`).toBe(FAKE_SEED[STOCK]?.price);
    expect(ascending(first.keys()), report).toEqual([0, ...instancePorts()]);
    for (const ms of first.values()) {
      expect(ms, report).toBeGreaterThan(0);
      expect(ms, report).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    }
    const stock = samples.find((s) => shows(s.stock))?.stock;
    expect(stock).toMatchObject({ name: '牧原股份', high: 43.5, quoteTime: `${FAKE_DAY}T10:31:03+08:00` });
  });

  it('keeps the last good quote on both instances while the feed is down, slow or answers garbage', async () => {
    const [kept] = await bothAnswer();
    // The feed holds a new price all along: an instance that read any of these answers would show it.
    fake.set(STOCK, { price: 44.44, high: 44.5, time: '10:35:03' });
    // Slow: answers after the poller's 3 s timeout (FEED_TIMEOUT_MS), each poll one timeout long.
    fake.slowMs = 3500;
    for (const behaviour of ['down', 'slow', 'garbage'] as const) {
      fake.behaviour = behaviour;
      await polls(behaviour === 'slow' ? 1 : 2);
      for (const stock of await bothAnswer()) expect(stock, behaviour).toEqual(kept);
      expect((await ask(performance.now(), false)).stock, behaviour).toEqual(kept);
    }
    // Answering again, the feed's price shows within the bound.
    fake.behaviour = 'answering';
    const changedAt = performance.now();
    const first = delays(await watchFor((q) => q.price === 44.44, changedAt), (q) => q.price === 44.44);
    expect(ascending(first.keys())).toEqual([0, ...instancePorts()]);
    for (const ms of first.values()) expect(ms).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });

  it('shows a halt (停牌) on both instances at the last traded price', async () => {
    fake.set(STOCK, { status: '03', price: 0, open: 0, high: 0, low: 0, volume: 0, turnover: 0, time: '10:45:03' });
    const changedAt = performance.now();
    const halted = (q: Quote) => q.status === 'halted';
    const first = delays(await watchFor(halted, changedAt), halted);
    expect(ascending(first.keys())).toEqual([0, ...instancePorts()]);
    for (const ms of first.values()) expect(ms).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    for (const stock of await bothAnswer())
      expect(stock).toMatchObject({ status: 'halted', price: FAKE_SEED[STOCK]?.prevClose, change: 0, volume: 0 });
  });
  it('shows the new price in the pages themselves (their first HTML) through nginx within QUOTE_POLL_MS + 2 s and two renders', async () => {
    const newPrice = 45.67;
    const shown = `quote-price-value">${newPrice.toFixed(2)}<`;
    const pages = ['/', '/en/securities'];
    const html = async (path: string) => (await call(`${stack.baseUrl}${path}`)).body;
    for (const path of pages) expect(await html(path), path).not.toContain(shown);
    // What one render of a page costs on this machine now (an address never kept, past nginx's cache): the
    // bound is the cache's (a poll and 2 s) plus two renders, the one a request may join that began before the
    // poll wrote, and its own. On a quiet machine a render takes 0.1 s; under CI's three test workers, near 1 s.
    const renderMs = Math.max(
      ...(await Promise.all(
        [1, 2, 3].map(async (n) => {
          const started = performance.now();
          const answer = await call(`${stack.baseUrl}/en/securities?render-probe=${n}`, {
            headers: { authorization: 'Bearer stack-quotes' },
          });
          expect(answer.status).toBe(200);
          return performance.now() - started;
        }),
      )),
    );
    const bound = VISIBLE_WITHIN_MS + 2 * renderMs;
    fake.set(STOCK, {
      status: '00',
      price: newPrice,
      open: 41.2,
      high: 45.9,
      low: 40.98,
      volume: 18_652_400,
      turnover: 780_356_200,
      time: '10:50:03',
    });
    const changedAt = performance.now();
    const seenAfter = new Map<string, number>();
    while (seenAfter.size < pages.length && performance.now() - changedAt < bound + 2000) {
      // Both pages at once: asked one after the other, the second's time included the first's render.
      await Promise.all(
        pages.map(async (path) => {
          if (!seenAfter.has(path) && (await html(path)).includes(shown))
            seenAfter.set(path, performance.now() - changedAt);
        }),
      );
      await new Promise((r) => setTimeout(r, SAMPLE_EVERY_MS));
    }
    const report = `${JSON.stringify(Object.fromEntries(seenAfter))}, one render ${Math.round(renderMs)} ms`;
    console.info(`live quote in the rendered pages: ms from the feed's change ${report}`);
    expect([...seenAfter.keys()].sort(), report).toEqual([...pages].sort());
    for (const ms of seenAfter.values()) {
      expect(ms, report).toBeGreaterThan(0);
      expect(ms, report).toBeLessThanOrEqual(bound);
    }
  });
});
