import { LANGUAGE_STORAGE_KEY } from '@muyuan/contract/constants';
import { expect, test } from '@playwright/test';
import { addressOf, isMobile, LANGS, open, SITE, visiblePage } from './support.ts';

const HIDDEN_IN_ENGLISH = [
  ['/party', '/introduction'],
  ['/companyDynamic', '/introduction'],
  ['/mediaCenter', '/introduction'],
  ['/announcement', '/financial'],
] as const;

test.describe('languages', () => {
  test('Chinese is the default at /', async ({ page, request }) => {
    await open(page, 'zh', '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // The title the server wrote into the page's head, kept by the app.
    const head = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
    expect(title).toContain(SITE.shortName.zh);
    await expect(page).toHaveTitle(title);
    expect(await page.evaluate((k) => localStorage.getItem(k), LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
  });

  test('English lives at /en/ and is stored on navigation', async ({ page }) => {
    await open(page, 'en', '/culture');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Corporate Culture - ${SITE.shortName.en}`);
    expect(await page.evaluate((k) => localStorage.getItem(k), LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  test('the switch changes the path and keeps the page', async ({ page }) => {
    await open(page, 'zh', '/culture');
    await page.getByRole('link', { name: /切换语言/ }).click();
    await expect(page).toHaveURL(/\/en\/#\/culture$/);
    await expect(visiblePage(page).locator('h1')).toHaveText('Corporate Culture');
    await page.getByRole('link', { name: /Switch language/ }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#\/culture$/);
    await expect(visiblePage(page).locator('h1')).toHaveText('企业文化');
  });

  test('switching to English from a Chinese-only page lands on the first entry of its list', async ({ page }) => {
    await open(page, 'zh', '/party');
    await page.getByRole('link', { name: /切换语言/ }).click();
    await expect(page).toHaveURL(/\/en\/#\/introduction$/);
  });

  for (const [hidden, first] of HIDDEN_IN_ENGLISH) {
    test(`English redirects ${hidden} to ${first}`, async ({ page }) => {
      await page.goto(addressOf('en', hidden));
      await expect(page).toHaveURL(new RegExp(`/en/#${first}$`));
      await expect(page.locator('main .page:visible h1')).toBeVisible();
    });
  }

  test('English menus leave out the Chinese-only entries', async ({ page }, info) => {
    await open(page, 'en', '/introduction');
    if (isMobile(info)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('button', { name: 'About Us' }).click();
      await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Photos and Videos' })).toBeVisible();
    }
    for (const [hidden] of HIDDEN_IN_ENGLISH) {
      await expect(page.locator(`header a[href="#${hidden}"]`)).toHaveCount(0);
    }
    await expect(page.locator('header a[href="#/culture"]').first()).toBeAttached();
  });

  for (const lang of LANGS) {
    test(`every API call carries the lang header (${lang})`, async ({ page }) => {
      const seen: (string | undefined)[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r.headers().lang);
      });
      await open(page, lang, '/');
      await expect(page.locator('.home-news .news-link').first()).toBeVisible();
      await page.evaluate(() => {
        location.hash = '/culture';
      });
      await expect(
        page.locator('main .page:visible .banner-slide, main .page:visible .banner-placeholder').first(),
      ).toBeVisible();
      // The page may show its placeholder before its own calls go out: wait for them rather than race them.
      await expect.poll(() => seen.length).toBeGreaterThanOrEqual(3);
      expect(new Set(seen)).toEqual(new Set([lang]));
    });
  }
});
