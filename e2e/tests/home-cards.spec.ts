import { expect, test } from '@playwright/test';
import { LANGS, open, visiblePage } from './support.ts';

const WIDTHS = [360, 390, 560, 600, 820, 1024, 1100, 1280, 1440];

test.describe('home business cards', () => {
  for (const lang of LANGS) {
    test(`the four business cards fill every row alike (4 × 1 or 2 × 2), never leaving one alone (${lang})`, async ({
      page,
    }) => {
      await open(page, lang, '/');
      // The first card grid of the home page is the copy's four businesses.
      const cards = visiblePage(page).locator('.card-grid').first().locator(':scope > .card');
      await expect(cards).toHaveCount(4);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
        const fourByOne = perRow.length === 1;
        const twoByTwo = perRow.length === 2 && perRow.every((n) => n === 2);
        expect(fourByOne || twoByTwo, `cards per row at ${width}px: ${perRow.join(' + ')}`).toBe(true);
      }
    });
  }
});
