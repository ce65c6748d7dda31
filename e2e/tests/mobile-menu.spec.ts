import { NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { expect, test } from '@playwright/test';
import { open, visiblePage } from './support.ts';

test.describe('mobile layout', () => {
  test('a phone user agent gets the mobile header, not the desktop nav', async ({ page }) => {
    await open(page, 'zh', '/');
    await expect(page.locator('.mobile-header')).toBeVisible();
    await expect(page.locator('.top-nav')).toHaveCount(0);
    await expect(page.locator('.side-panel')).toHaveCount(0);
  });

  test('the hamburger opens the full-screen list from the right and becomes a close cross', async ({ page }) => {
    await open(page, 'zh', '/');
    const toggle = page.getByRole('button', { name: '打开菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveCSS('transition-duration', /0\.4s/);
    await toggle.click();
    await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.hamburger')).toHaveAttribute('data-open', 'true');
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    const viewport = page.viewportSize();
    expect((await menu.boundingBox())?.width).toBe(viewport?.width);
    await expect(menu.locator('.mobile-menu-main > li')).toHaveCount(NAV_SECTIONS.length);
    await page.getByRole('button', { name: '关闭菜单' }).click();
    await expect(menu).toHaveAttribute('data-open', 'false');
  });

  test('a section shows its grouped children with a way back; an item closes the menu', async ({ page }) => {
    await open(page, 'en', '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Our Business' }).click();
    await expect(menu.locator('.mobile-menu-group-title')).toHaveText(['Feed', 'Breeding', 'Farming', 'Slaughter']);
    await menu.getByRole('button', { name: 'Return to main menu' }).click();
    await expect(menu.getByRole('button', { name: 'Our Business' })).toBeVisible();
    await menu.getByRole('button', { name: 'Quality & Safety' }).click();
    await menu.getByRole('link', { name: 'Certification' }).click();
    await expect(page).toHaveURL(/#\/certification$/);
    await expect(menu).toHaveAttribute('data-open', 'false');
    await expect(visiblePage(page).locator('h1')).toHaveText('Certification');
  });

  test('Home goes straight to / and closes the menu; Escape closes it too', async ({ page }) => {
    await open(page, 'zh', '/culture');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(menu).toHaveAttribute('data-open', 'false');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('data-open', 'false');
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeFocused();
  });

  test('English child lists leave out the Chinese-only entries', async ({ page }) => {
    await open(page, 'en', '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'About Us' }).click();
    await expect(menu.getByRole('link', { name: 'Corporate Culture' })).toBeVisible();
    for (const name of ['Party Building', 'Company News', 'Media Focus']) {
      await expect(menu.getByRole('link', { name })).toHaveCount(0);
    }
  });
  test('the open menu holds the focus: the page behind is inert, Escape closes it from anywhere', async ({ page }) => {
    await open(page, 'en', '/');
    const toggle = page.locator('.hamburger');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveAttribute('data-open', 'true');
    for (const behind of ['main', 'footer', '.skip-link'])
      await expect(page.locator(behind)).toHaveAttribute('inert', '');
    // Round and round with Tab: focus stays on the header's own controls and the menu's entries,
    // never on the banner's play button or dots hidden behind the menu.
    const stops = NAV_SECTIONS.length + 8;
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body || el.closest('header.site-header') !== null
          ? 'header'
          : `${el.tagName}.${el.className}`;
      });
      expect(where, `Tab ${i + 1}`).toBe('header');
    }
    await toggle.focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('data-open', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await expect(page.locator('footer')).not.toHaveAttribute('inert');
  });
  test('at 320 px the header keeps one row under 80 px and no page scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const [lang, route] of [
      ['zh', '/'],
      ['en', '/'],
      ['zh', '/pigSales'],
      ['en', '/pigSales'],
      ['en', '/financial'],
    ] as const) {
      await open(page, lang, route);
      const fit = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        header: document.querySelector('header.site-header')?.getBoundingClientRect().height ?? Number.NaN,
      }));
      expect(fit.scrollWidth, `${lang} ${route}`).toBeLessThanOrEqual(320);
      expect(fit.header, `${lang} ${route}`).toBeLessThanOrEqual(80);
      await expect(page.locator('.hamburger')).toBeInViewport();
    }
  });
});
