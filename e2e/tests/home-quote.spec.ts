import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Quote } from '@muyuan/contract/stock-market';
import { expect, test } from '@playwright/test';
import { apiData, LANGS, open, visiblePage } from './support.ts';

const STALE_WORDING = {
  zh: /行情可能已过时：报价时间为.+前/,
  en: /This quote may be out of date: it was quoted .+ ago/,
} as const;

test.describe('home investor snapshot quote', () => {
  for (const lang of LANGS) {
    test(`an old quote carries the securities page's stale warning on the home page, a fresh one does not (${lang})`, async ({
      page,
      request,
    }) => {
      const quotes = await apiData<Quote[]>(request, API_PATHS.stockMarketList, lang);
      let quoteTime = new Date(Date.now() - 40 * 86_400_000).toISOString();
      await page.route('**/noToken/stockMarket/list*', async (route) => {
        await route.fulfill({ json: { code: 200, msg: 'Success', data: quotes.map((q) => ({ ...q, quoteTime })) } });
      });
      await open(page, lang, '/');
      const summary = visiblePage(page).locator('.snapshot-quote .quote-summary');
      await expect(summary).toHaveAttribute('data-stale', 'true');
      await expect(summary.locator('.quote-stale')).toHaveText(STALE_WORDING[lang]);

      // The securities page words the same quote the same way.
      await open(page, lang, '/securities');
      const panelWarning = visiblePage(page).locator('.quote-panel[data-code="002714"] .quote-stale');
      await expect(panelWarning).toHaveText(STALE_WORDING[lang]);

      quoteTime = new Date().toISOString();
      await page.goto('about:blank');
      await open(page, lang, '/');
      await expect(summary).toHaveAttribute('data-stale', 'false');
      await expect(summary.locator('.quote-stale')).toHaveCount(0);
    });
  }
});
