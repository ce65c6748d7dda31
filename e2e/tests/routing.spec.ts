import { API_PATHS } from '@muyuan/contract/api-paths';
import { HEADER_HIDE_THRESHOLD_PX } from '@muyuan/contract/constants';
import { isListed, ROUTES } from '@muyuan/contract/sitemap';
import { expect, test } from '@playwright/test';
import { apiData, goRoute, LANGS, open, visiblePage } from './support.ts';

test.describe('routing', () => {
  for (const lang of LANGS) {
    // "(lang)": in English on the desktop and in Chinese on the phone (decision 211); the router and its
    // table are one for both layouts, and both sweeps open every route in both languages.
    test(`every route of the table shows its page (${lang})`, async ({ page }) => {
      await open(page, lang, '/');
      // Pages that English hides redirect (tested in language.spec); all others show their own title.
      const shown = ROUTES.filter((r) => lang === 'zh' || isListed({ ...r.item, hidden: false }, lang));
      // One test walks every route: its time grows with the table (a slow machine took 31 s for the zh one).
      test.setTimeout(30_000 + shown.length * 1_000);
      for (const { item } of shown) {
        if (!item.link || item.id === 'home') continue;
        await goRoute(page, item.link);
        await expect(visiblePage(page).locator('h1').first(), item.link).toHaveText(item.title[lang]);
      }
    });
  }

  test('a detail route shows its article with the cover in the banner place, and asks for no banner', async ({
    page,
    request,
  }) => {
    const bannerCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/common/banners') && bannerCalls.push(r.url()));
    const news = await apiData<{ id: string; title: string; cover: string }[]>(request, API_PATHS.getHomeNews, 'zh');
    const first = news[0];
    if (!first) throw new Error('no news');
    await open(page, 'zh', `/detail/news/${first.id}`);
    await expect(visiblePage(page).locator('h1')).toHaveText(first.title);
    await expect(visiblePage(page).locator('.detail-cover img')).toHaveAttribute('src', first.cover);
    await expect(visiblePage(page).locator('.banner-placeholder')).toHaveCount(0);
    expect(bannerCalls).toEqual([]);
  });

  test('a page chunk that fails shows the load-failure message, and retry loads it', async ({ page }) => {
    await open(page, 'en', '/');
    await page.route('**/assets/content-page-*.js', (route) => route.abort());
    await goRoute(page, '/culture');
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(failure).toBeVisible();
    await page.unroute('**/assets/content-page-*.js');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(visiblePage(page).locator('h1')).toHaveText('Corporate Culture');
  });

  test('each route change scrolls to the top', async ({ page }) => {
    await open(page, 'zh', '/culture');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: '生态环保' }).click();
    await expect(visiblePage(page).locator('h1')).toHaveText('生态环保');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the main view is padded below the fixed header, which never hides on scroll', async ({ page }) => {
    await open(page, 'zh', '/culture');
    const header = await page.locator('header.site-header').boundingBox();
    const banner = await visiblePage(page).locator('.page-banner').boundingBox();
    if (!header || !banner) throw new Error('header or banner missing');
    expect(banner.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await expect(page.locator('main')).toHaveCSS('padding-top', `${header.height}px`);
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_HIDE_THRESHOLD_PX + 400);
    await page.waitForTimeout(600);
    expect((await page.locator('header.site-header').boundingBox())?.y).toBe(0);
  });

  test('a page is kept alive: the search page keeps its keyword and page number', async ({ page }) => {
    await open(page, 'zh', '/search');
    const search = visiblePage(page);
    await search.getByRole('searchbox').fill('牧原');
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(search.locator('.result-count')).toBeVisible();
    await search.getByRole('link', { name: /下一页/ }).click();
    await expect(search.locator('.pager-status')).toContainText('第 2 /');
    await goRoute(page, '/culture');
    await expect(visiblePage(page).locator('h1')).toHaveText('企业文化');
    await goRoute(page, '/search');
    await expect(visiblePage(page).getByRole('searchbox')).toHaveValue('牧原');
    await expect(visiblePage(page).locator('.pager-status')).toContainText('第 2 /');
  });
});
