import { resolve } from 'node:path';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { PAGE_FRAGMENT_PATH, type PageFragment } from '@muyuan/contract/prerender';
import type { Quote } from '@muyuan/contract/stock-market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { databases } from './helpers/databases.ts';
import { type FakeQuoteFeed, startFakeQuoteFeed } from './helpers/fake-quote-feed.ts';
import { get, getData } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A rendered page that shows a live quote is kept, and sent again only while the quote it shows is
 * still the one the quotes endpoint answers: a new price is on the next request's page at once, on
 * every instance, with no time-to-live to wait out.
 */
const TOKEN = 'live-pages-metrics-token';
const STOCK = '002714';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe.each(databases())('pages showing a live quote (%s)', (dialect) => {
  let fake: FakeQuoteFeed;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeQuoteFeed();
    t = await createTestApp(dialect, {
      webDist: resolve(REPO_ROOT, 'web/dist'),
      quoteFeedUrl: fake.urlTemplate,
      // The test polls by hand (a server that does not listen never polls by itself).
      quotePollMs: 3_600_000,
      quotePollHours: 'always',
      metricsToken: TOKEN,
    });
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  /** The stock's price as the quotes endpoint answers it now, as the quote band writes it. */
  const apiPrice = async (lang: 'zh' | 'en') => {
    const quotes = await getData<Quote[]>(t.app, GET_ENDPOINTS.stockMarketList.path, lang);
    const stock = quotes.find((q) => q.code === STOCK);
    if (!stock) throw new Error(`${STOCK} is not listed`);
    return `quote-price-value">${stock.price.toFixed(2)}<`;
  };
  const page = (path: string) => get(t.app, path, undefined, { accept: 'text/html', 'user-agent': DESKTOP });
  const lookups = async (result: 'hit' | 'miss') => {
    const res = await get(t.app, '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
    const line = res.body.split('\n').find((l) => l.startsWith(`response_cache_lookups_total{result="${result}"}`));
    return Number(line?.split(' ')[1] ?? 0);
  };
  const poll = async () => expect(await t.app.quotePoller?.run()).toBe('ok');

  it('shows a new price on the next request, and sends the kept render while the price is the same', async () => {
    fake.set(STOCK, { price: 42.5, high: 42.6, time: '10:31:03' });
    await poll();
    for (const [path, lang] of [
      ['/securities', 'zh'],
      ['/en/', 'en'],
    ] as const) {
      const shown = await apiPrice(lang);
      expect(shown).toContain('42.50');
      const first = await page(path);
      expect(first.statusCode, path).toBe(200);
      expect(first.body, path).toContain(shown);

      // Unchanged: the kept render, checked (a hit), byte for byte.
      const hits = await lookups('hit');
      const again = await page(path);
      expect(again.body, path).toBe(first.body);
      expect(again.headers.etag, path).toBe(first.headers.etag);
      expect(await lookups('hit'), path).toBe(hits + 1);
    }

    fake.set(STOCK, { price: 43.21, high: 43.5, time: '10:32:03' });
    await poll();
    for (const [path, lang] of [
      ['/securities', 'zh'],
      ['/en/', 'en'],
    ] as const) {
      const shown = await apiPrice(lang);
      expect(shown).toContain('43.21');
      const misses = await lookups('miss');
      const res = await page(path);
      expect(res.body, path).toContain(shown);
      expect(await lookups('miss'), path).toBeGreaterThan(misses);
    }
  });

  it('checks a page fragment the same way', async () => {
    const fragment = async () => {
      const res = await get(t.app, `${PAGE_FRAGMENT_PATH}/securities`, undefined, { 'user-agent': DESKTOP });
      expect(res.statusCode).toBe(200);
      return (JSON.parse(res.body) as PageFragment).html;
    };
    expect(await fragment()).toContain(await apiPrice('zh'));
    fake.set(STOCK, { price: 44.44, high: 44.5, time: '10:33:03' });
    await poll();
    const shown = await apiPrice('zh');
    expect(shown).toContain('44.44');
    expect(await fragment()).toContain(shown);
  });

  it('keeps a page showing no live answer until the content version moves, with no check', async () => {
    await page('/culture');
    const hits = await lookups('hit');
    const misses = await lookups('miss');
    await page('/culture');
    expect(await lookups('hit')).toBe(hits + 1);
    expect(await lookups('miss')).toBe(misses);
  });
});
