import { API_PATHS, PRICE_HISTORY_CSV_PATH, PRICE_HISTORY_XLSX_PATH } from '@muyuan/contract/api-paths';
import type { BondTerms, Dividend, Notice } from '@muyuan/contract/bond-matter';
import type { Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '@muyuan/contract/page-copy';
import type { Page as ListPage } from '@muyuan/contract/paging';
import type { DailyBar, PriceHistory } from '@muyuan/contract/price-history';
import type { Quote } from '@muyuan/contract/stock-market';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiData, horizontalOverflow, isMobile, LANGS, open, watchForErrors } from './support.ts';

/**
 * The investor tools of /securities (issue 40) against the API: the chart's range, table, flags and keyboard
 * readout show the history, announcements and dividends the API gives; the calculators' figures equal this
 * test's own computation from the same answers, to the fen; bad input is refused in the page's words.
 */

const DAY_MS = 86_400_000;
const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
/** The same day `months` months earlier (the ranges used here never land on a 29th–31st). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1 - months, d));
  return at.toISOString().slice(0, 10);
}
/** A figure as the page writes amounts (grouped, two decimals), without its currency sign. */
const fen = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.round(value * 100) / 100,
  );
const figureIn = (text: string | null) => text?.match(/[\d,]+\.\d{2}/)?.[0];

interface Fixture {
  stock: Quote;
  bond: Quote;
  bars: DailyBar[];
  sample: boolean;
  labels: Record<string, string>;
}

async function fixture(request: APIRequestContext, lang: Lang): Promise<Fixture> {
  const quotes = await apiData<Quote[]>(request, API_PATHS.stockMarketList, lang);
  const stock = quotes.find((q) => q.kind === 'stock') as Quote;
  const bond = quotes.find((q) => q.kind === 'convertibleBond') as Quote;
  const to = stock.quoteTime.slice(0, 10);
  const history = await apiData<PriceHistory>(request, API_PATHS.priceHistory, lang, {
    code: stock.code,
    from: dayBefore(to, 3650),
    to,
  });
  const copy = await apiData<PageCopy>(request, API_PATHS.pageCopy, lang, { id: 'securities' });
  return { stock, bond, bars: history.bars, sample: history.sample, labels: copy.labels ?? {} };
}

const chart = (page: Page) => page.locator('.price-chart');
/** Presses one of the chart's buttons, brought to the middle of the window (a phone's header covers its top). */
async function press(page: Page, name: string | undefined) {
  const button = chart(page).getByRole('button', { name });
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await button.click();
}
const slider = (page: Page) => page.getByRole('slider');

test.describe('investor tools on /securities', () => {
  for (const lang of LANGS) {
    test(`the chart shows the API's history, announcements and ex-dates, and the keyboard reads it day by day (${lang})`, async ({
      page,
      request,
    }, info) => {
      const errors = watchForErrors(page);
      const { stock, bars, sample, labels } = await fixture(request, lang);
      const notices = await apiData<ListPage<Notice>>(request, API_PATHS.noticeList, lang, {
        pageNum: 1,
        pageSize: 100,
      });
      const dividends = await apiData<Dividend[]>(request, API_PATHS.dividends, lang);
      await open(page, lang, '/securities');
      await expect(slider(page)).toBeVisible();
      await expect(page.locator('.market-history .sample-note')).toHaveCount(sample ? 1 : 0);

      // One year by default: the days after the same day a year before the last.
      const last = bars.at(-1) as DailyBar;
      const year = bars.filter((b) => b.date > monthsBefore(last.date, 12));
      await expect(chart(page).getByRole('button', { name: labels.range1Y })).toHaveAttribute('aria-pressed', 'true');
      await chart(page).locator('.price-table summary').click();
      const rows = chart(page).locator('.price-table tbody tr');
      await expect(rows).toHaveCount(year.length);
      await expect(rows.first().locator('th, td')).toHaveText([
        last.date,
        last.open.toFixed(2),
        last.high.toFixed(2),
        last.low.toFixed(2),
        last.close.toFixed(2),
        last.volume.toLocaleString(lang === 'en' ? 'en' : 'zh-CN'),
        last.amount.toLocaleString(lang === 'en' ? 'en' : 'zh-CN'),
        /.*/,
      ]);

      // Announcements of the range are flags linking to their PDFs; ex-dividend dates are marked.
      const first = year[0] as DailyBar;
      const inRange = (date: string) => date >= first.date && date <= last.date;
      const flagged = notices.list.filter((n) => inRange(n.publishDate)).map((n) => n.file.url);
      expect(flagged.length).toBeGreaterThan(0);
      const hrefs = await chart(page)
        .locator('.price-chart-flag')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.sort()).toEqual(flagged.sort());
      await expect(chart(page).locator('.price-chart-ex')).toHaveCount(
        dividends.filter((d) => inRange(d.exDate)).length,
      );

      // The keyboard: End is the last day, an arrow the day before, Home the first of the range.
      await slider(page).focus();
      await page.keyboard.press('End');
      await expect(slider(page)).toHaveAttribute(
        'aria-valuetext',
        new RegExp(`${last.date}.*${last.close.toFixed(2)}`),
      );
      await page.keyboard.press('ArrowLeft');
      const before = year.at(-2) as DailyBar;
      await expect(slider(page)).toHaveAttribute(
        'aria-valuetext',
        new RegExp(`${before.date}.*${before.close.toFixed(2)}`),
      );
      await expect(page.getByTestId('chart-readout')).toContainText(before.date);
      await page.keyboard.press('Home');
      await expect(slider(page)).toHaveAttribute('aria-valuetext', new RegExp(first.date));

      // A month, and candles.
      await press(page, labels.range1M);
      await expect(rows).toHaveCount(bars.filter((b) => b.date > monthsBefore(last.date, 1)).length);
      await press(page, labels.styleCandles);
      await expect(chart(page).getByRole('button', { name: labels.styleCandles })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // The range shown, to download: the CSV holds its days in the page's language.
      const csvHref = await chart(page).locator(`a[href^="${PRICE_HISTORY_CSV_PATH}"]`).getAttribute('href');
      const csv = await request.get(csvHref as string);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-disposition']).toContain(`${stock.code}_`);
      expect(csv.headers()['content-disposition']).toContain(`_${lang}`);
      const lines = (await csv.text()).trim().split('\n');
      expect(lines.at(-1)?.startsWith(last.date)).toBe(true);
      await expect(chart(page).locator(`a[href^="${PRICE_HISTORY_XLSX_PATH}"]`)).toHaveCount(1);

      if (isMobile(info)) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      errors.expectNone();
    });

    test(`the tools answer from the API's figures, to the fen, and refuse bad input in words (${lang})`, async ({
      page,
      request,
    }, info) => {
      const { stock, bond, bars, labels } = await fixture(request, lang);
      const dividends = await apiData<Dividend[]>(request, API_PATHS.dividends, lang);
      const [terms] = await apiData<BondTerms[]>(request, API_PATHS.bondTerms, lang);
      await open(page, lang, '/securities');
      const tools = page.locator('.investor-tools');
      await expect(tools).toBeVisible();

      // Price on a date: a day the market was shut gives the last trading day before it.
      const gap = bars.findIndex(
        (b, i) => i > 0 && Date.parse(b.date) - Date.parse((bars[i - 1] as DailyBar).date) > DAY_MS,
      );
      const shut = dayBefore((bars[gap] as DailyBar).date, 1);
      const lastOpen = bars[gap - 1] as DailyBar;
      const priceTool = tools.locator('section', { has: page.locator('#tool-price-on-date') });
      await priceTool.getByLabel(labels.toolDate as string).fill(shut);
      await expect(page.getByTestId('price-on-date')).toContainText(lastOpen.date);
      await expect(page.getByTestId('price-on-date')).toContainText(lastOpen.close.toFixed(2));

      // Total return from two years before the last day to the last day, computed here on the API's answers.
      const last = bars.at(-1) as DailyBar;
      const from = dayBefore(last.date, 730);
      const closeOn = (date: string) => [...bars].reverse().find((b) => b.date <= date) as DailyBar;
      const start = closeOn(from);
      let shares = 10_000 / start.close;
      let kept = shares;
      let cash = 0;
      for (const d of [...dividends].sort((a, b) => a.exDate.localeCompare(b.exDate))) {
        if (d.exDate <= start.date || d.exDate > last.date) continue;
        const paid = (shares * d.cashPerTenShares) / 10;
        shares += (shares * d.sharesPerTenShares) / 10 + paid / closeOn(d.exDate).close;
        cash += (kept * d.cashPerTenShares) / 10;
        kept += (kept * d.sharesPerTenShares) / 10;
      }
      const returnTool = tools.locator('section', { has: page.locator('#tool-total-return') });
      await returnTool.getByLabel(labels.toolAmount as string).fill('10000');
      await returnTool.getByLabel(labels.toolFrom as string).fill(from);
      await returnTool.getByLabel(labels.toolTo as string).fill(last.date);
      const endValues = page.getByTestId('total-return').locator('tbody tr').first().locator('td');
      await expect(endValues).toHaveCount(2);
      expect((await endValues.allTextContents()).map(figureIn)).toEqual([
        fen(shares * last.close),
        fen(kept * last.close + cash),
      ]);

      // Bad input, said in the page's words under its field.
      await returnTool.getByLabel(labels.toolAmount as string).fill('-5');
      await expect(returnTool.getByRole('alert')).toHaveText(labels.toolAmountInvalid as string);
      await returnTool.getByLabel(labels.toolAmount as string).fill('10000');
      await returnTool.getByLabel(labels.toolTo as string).fill(dayBefore(from, 10));
      await expect(returnTool.getByRole('alert')).toHaveText(labels.toolDateOrder as string);

      // The bond: whole shares at the conversion price in force, the rest of the face value in cash.
      const today = bond.quoteTime.slice(0, 10);
      const price = [...(terms as BondTerms).conversionPrices].reverse().find((c) => c.since <= today)?.price as number;
      const bondTool = tools.locator('section', { has: page.locator('#tool-bond') });
      await bondTool.getByLabel(labels.toolBonds as string).fill('37');
      const faceFen = 37 * (terms as BondTerms).faceValue * 100;
      const wholeShares = Math.floor(faceFen / Math.round(price * 100));
      const conversion = page.getByTestId('bond-conversion').locator('dd');
      await expect(conversion.first()).toHaveText(wholeShares.toLocaleString(lang === 'en' ? 'en' : 'zh-CN'));
      expect(figureIn(await conversion.nth(1).textContent())).toBe(
        fen((faceFen - wholeShares * Math.round(price * 100)) / 100),
      );
      expect(figureIn(await conversion.nth(2).textContent())).toBe(
        fen(wholeShares * stock.price + (faceFen - wholeShares * Math.round(price * 100)) / 100),
      );
      await bondTool.getByLabel(labels.toolBonds as string).fill('2.5');
      await expect(bondTool.getByRole('alert')).toHaveText(labels.toolBondsInvalid as string);

      if (isMobile(info)) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
