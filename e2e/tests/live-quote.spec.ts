import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { Quote } from '@muyuan/contract/stock-market';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { FAKE_SEED, type FakeQuoteFeed, startFakeQuoteFeed } from '../../server/test/helpers/fake-quote-feed.ts';
import { type AdminServer, startAdminServer } from './admin-server.ts';
import { open, visiblePage, watchForErrors } from './support.ts';

/**
 * Issue 40 in a browser: a server of its own polls a local fake of the vendor's quote feed (byte for
 * byte, GBK). The home page's snapshot and the securities page show what the API answers; a price
 * changed at the feed shows after a reload; a halt shows as the visitor's language words it. Chinese on
 * the phone, English on the desktop (decision 211).
 */
const POLL_MS = 500;
/** The bound from a change at the feed to the API's answer. */
const VISIBLE_WITHIN_MS = POLL_MS + 2000;
const STOCK = '002714';
const HALTED = { zh: '停牌', en: 'Trading halted' } as const;
const TRADING = { zh: '交易中', en: 'Trading' } as const;

let fake: FakeQuoteFeed;
let server: AdminServer;
let page: Page;

/** Today on the Beijing calendar: a quote of today in the morning session shows as trading. */
const beijingToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser }, info) => {
  fake = await startFakeQuoteFeed();
  fake.set('127045', { date: beijingToday() });
  // Ports E2E_PORT+23 and +24: the console specs have +1 to +22.
  server = await startAdminServer(info, {
    ports: { desktop: 23, mobile: 24 },
    enrollment: false,
    env: {
      QUOTE_FEED_URL: fake.urlTemplate,
      QUOTE_POLL_MS: String(POLL_MS),
      // The machine's clock: poll at any hour, so the test runs at night and on weekends too.
      QUOTE_POLL_HOURS: 'always',
    },
  });
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL: server.origin,
  });
  page = await context.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
  await fake?.close();
});

/** The API's answer for the A share, in a language. */
async function apiStock(request: APIRequestContext, lang: Lang): Promise<Quote> {
  const res = await request.get(`${server.origin}${API_PATHS.stockMarketList}`, { headers: { lang } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Quote[] }).data.find((q) => q.code === STOCK) as Quote;
}

/** Waits until the API answers what `shows` looks for, within the bound from now. */
async function apiShows(lang: Lang, shows: (q: Quote) => boolean): Promise<Quote> {
  const started = Date.now();
  await expect
    .poll(async () => shows(await apiStock(page.request, lang)), { timeout: VISIBLE_WITHIN_MS, intervals: [100] })
    .toBe(true);
  expect(Date.now() - started).toBeLessThanOrEqual(VISIBLE_WITHIN_MS + 500);
  return apiStock(page.request, lang);
}

/** What a quote summary shows is the API's quote: name, code, price, signed change, status word. */
async function expectSummaryOf(summary: Locator, quote: Quote, status: string) {
  await expect(summary.locator('.quote-price-value')).toHaveText(quote.price.toFixed(2));
  await expect(summary.locator('.quote-name')).toContainText(`${quote.name} ${quote.code}`);
  await expect(summary.locator('.quote-change')).toContainText(`${Math.abs(quote.changePercent).toFixed(2)}%`);
  await expect(summary.locator('.quote-status')).toHaveAttribute('data-status', quote.status ?? '');
  await expect(summary.locator('.quote-status')).toHaveText(status);
}

const homeSummary = () => visiblePage(page).locator('.snapshot-quote .quote-summary');
const securitiesPanel = () => visiblePage(page).locator(`.quote-panel[data-code="${STOCK}"]`);

for (const lang of ['zh', 'en'] as const) {
  test(`the live quote from the feed on the home and securities pages, a new price after a reload, a halt in the visitor's language (${lang})`, async () => {
    const errors = watchForErrors(page);
    // From the seed's figures, trading, whichever test of the file ran before on this server.
    fake.set(STOCK, { ...FAKE_SEED[STOCK], date: beijingToday() });
    const first = await apiShows(lang, (q) => q.price === FAKE_SEED[STOCK]?.price && q.status === 'trading');

    await open(page, lang, '/');
    await expectSummaryOf(homeSummary(), first, TRADING[lang]);

    // A new price at the feed: on the API within the bound, on the page after a reload.
    const newPrice = 43.21;
    fake.set(STOCK, { price: newPrice, high: 43.5, time: '10:31:03' });
    const changed = await apiShows(lang, (q) => q.price === newPrice);
    expect(changed).toMatchObject({ price: newPrice, high: 43.5, change: 2.16, changePercent: 5.26 });
    await page.reload();
    await expectSummaryOf(homeSummary(), changed, TRADING[lang]);

    await open(page, lang, '/securities');
    const panel = securitiesPanel();
    await expectSummaryOf(panel, changed, TRADING[lang]);
    await expect(panel.locator('.quote-stat dd').nth(1)).toHaveText(changed.high.toFixed(2));

    // A halt (停牌): the last traded price (the previous close), the status word, dashes for the day's prices.
    fake.set(STOCK, { status: '03', price: 0, open: 0, high: 0, low: 0, volume: 0, turnover: 0, time: '10:45:03' });
    const halted = await apiShows(lang, (q) => q.status === 'halted');
    expect(halted).toMatchObject({ price: FAKE_SEED[STOCK]?.prevClose, change: 0, changePercent: 0 });
    await page.reload();
    await expectSummaryOf(securitiesPanel(), halted, HALTED[lang]);
    await expect(securitiesPanel().locator('.quote-stat dd').first()).toHaveText('—');
    await open(page, lang, '/');
    await expectSummaryOf(homeSummary(), halted, HALTED[lang]);
    errors.expectNone();
  });
}
