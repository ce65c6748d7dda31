import { FOOTER_COLUMNS, findRoute } from '@muyuan/contract/sitemap';
import { expect, test } from '@playwright/test';
import { goRoute, LANGS, open, SITE } from './support.ts';

test.describe('footer', () => {
  for (const lang of LANGS) {
    test(`shows logo, icon labels, link columns and record links (${lang})`, async ({ page }) => {
      await open(page, lang, '/culture');
      const footer = page.locator('footer');
      await expect(footer.locator('.footer-logo')).toBeVisible();
      for (const icon of SITE.footerIcons) await expect(footer).toContainText(icon.label[lang]);
      for (const column of FOOTER_COLUMNS) {
        await expect(footer.locator('.footer-column-title', { hasText: column.title[lang] })).toBeVisible();
        for (const link of column.links) {
          const title = findRoute(link)?.item.title[lang] ?? '';
          await expect(footer.locator(`a[href="#${link}"]`)).toHaveText(title);
        }
      }
      const gov = footer.getByRole('link', { name: SITE.governmentRecord.number });
      await expect(gov).toHaveAttribute('href', SITE.governmentRecord.url);
      const icp = footer.getByRole('link', { name: SITE.icpRecord.number });
      await expect(icp).toHaveAttribute('href', SITE.icpRecord.url);
    });
  }

  test("'friendly links' appear only on /ecology", async ({ page }) => {
    await open(page, 'zh', '/culture');
    const friendly = page.locator('footer .friendly-links');
    await expect(friendly).toHaveCount(0);
    await goRoute(page, '/ecology');
    await expect(friendly).toBeVisible();
    await friendly.getByText('友情链接').click();
    for (const link of SITE.friendlyLinks) {
      const a = friendly.getByRole('link', { name: link.title.zh });
      await expect(a).toHaveAttribute('href', link.url);
      await expect(a).toHaveAttribute('target', '_blank');
    }
    await goRoute(page, '/foodSafety');
    await expect(friendly).toHaveCount(0);
  });
});
