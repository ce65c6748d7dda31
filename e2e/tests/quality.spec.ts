import { findRoute } from '@muyuan/contract/sitemap';
import { expect, test } from '@playwright/test';
import { axeFindings } from './access-modes.ts';
import { blocksOf, pageCopy } from './page-copy.ts';
import { horizontalOverflow, isMobile, LANGS, open, visiblePage, watchForErrors } from './support.ts';

test.describe('quality pages', () => {
  for (const lang of LANGS) {
    test(`certificates are a gallery, each opening in the image viewer (${lang})`, async ({ page }, info) => {
      const certificates = blocksOf(pageCopy('certification', lang), 'gallery').flatMap((b) => b.items);
      expect(certificates.length).toBeGreaterThan(0);
      const errors = watchForErrors(page);
      await open(page, lang, '/certification');
      const shown = visiblePage(page);
      await expect(shown.locator('h1')).toHaveText(findRoute('/certification')?.item.title[lang] ?? '');
      const items = shown.locator('.gallery-item');
      await expect(items).toHaveCount(certificates.length);
      const viewer = page.locator('.yarl__root');
      for (const [i, certificate] of certificates.entries()) {
        await expect(items.nth(i).locator('.gallery-title')).toHaveText(certificate.title);
        await items.nth(i).locator('.gallery-open').click();
        await expect(viewer).toBeVisible();
        await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute('src', certificate.image);
        await page.keyboard.press('Escape');
        await expect(viewer).toHaveCount(0);
      }
      if (isMobile(info)) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      errors.expectNone();
    });

    test(`quality control shows its control points from feed to table (${lang})`, async ({ page }, info) => {
      const copy = pageCopy('control', lang);
      const steps = blocksOf(copy, 'steps').flatMap((b) => b.items);
      const table = blocksOf(copy, 'table')[0];
      const errors = watchForErrors(page);
      await open(page, lang, '/control');
      const shown = visiblePage(page);
      await expect(shown.locator('.step-title')).toHaveText(steps.map((s) => s.title));
      await expect(shown.locator('.data-table tbody tr')).toHaveCount(table?.rows.length ?? -1);
      await expect(shown.locator('.sibling-links a[href="#/certification"]')).toBeVisible();
      if (isMobile(info)) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      errors.expectNone();
    });
  }

  test('the certificate gallery has no serious or critical accessibility violation', async ({ page }) => {
    for (const lang of LANGS) {
      await open(page, lang, '/certification');
      await page.waitForLoadState('networkidle');
      expect(await axeFindings(page, lang, { within: 'main' })).toEqual([]);
    }
  });
});
