import { expect, test } from '@playwright/test';
import { open } from './support.ts';

test.describe('analytics adapter', () => {
  test('sends visit, page views with the path, and clicks to the tool when present', async ({ page }, info) => {
    await page.addInitScript(() => {
      (window as unknown as { _hmt: unknown[] })._hmt = [];
    });
    await open(page, 'zh', '/culture');
    await page.locator('footer').getByRole('link', { name: '生态环保' }).click();
    await expect(page).toHaveURL(/#\/ecology$/);
    const sent = await page.evaluate(() => (window as unknown as { _hmt: unknown[] })._hmt);
    expect(sent).toContainEqual(['_trackEvent', 'visit', 'enter', 'zh']);
    expect(sent).toContainEqual(['_trackPageview', '/culture']);
    expect(sent).toContainEqual(['_trackPageview', '/ecology']);
    if (info.project.name === 'desktop') {
      await page.locator('.top-nav-entry[data-section="quality"] .top-nav-link').click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { _hmt: unknown[] })._hmt))
        .toContainEqual(['_trackEvent', 'click', 'navigate', 'quality']);
    }
  });

  test('does nothing and raises no error when the tool is absent', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, 'en', '/culture');
    await page.evaluate(() => {
      location.hash = '/ecology';
    });
    await expect(page.locator('main .page:visible h1')).toHaveText('Environment');
    expect(await page.evaluate(() => '_hmt' in window)).toBe(false);
    expect(errors).toEqual([]);
  });
});
