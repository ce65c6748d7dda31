import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { expect, test } from '@playwright/test';
import { expectFits, MAX_HEADER_PX, menuReachesSubPage, NARROW_WIDTHS } from './narrow-window.ts';
import { sitemapPaths } from './sitemap-pages.ts';

/**
 * A desktop user agent in a phone-wide window, opened narrow from the start (the sweep over every page,
 * made narrow after opening, is in desktop-every-page.spec.ts): pages of each layout kind, then the
 * server's own page before the app runs.
 */
const OPENED_NARROW = [
  '/',
  '/en/',
  '/manageTeam',
  '/en/contactUs',
  '/pigSales',
  '/en/financial',
  '/announcement',
  '/en/securities/surveyList',
  '/honest/report',
  '/en/culture',
];
/** Detail pages: the first of each kind the sitemap lists. */
const DETAIL_STARTS = ['/detail/news/', '/en/detail/news/', '/securities/detail?'];

test.describe('a desktop user agent in a window opened narrow', () => {
  test('pages of each kind: mobile header, no sideways scroll, the menu reaches a sub-page', async ({
    page,
    request,
  }) => {
    const listed = await sitemapPaths(request);
    const details = DETAIL_STARTS.flatMap((start) => listed.filter((p) => p.startsWith(start)).slice(0, 1));
    expect(details).toHaveLength(DETAIL_STARTS.length);
    const paths = [...OPENED_NARROW, ...details];
    for (const path of paths) expect(listed, `${path} is a page of the site`).toContain(path);
    test.setTimeout(15_000 + paths.length * 8_000);
    for (const [n, path] of paths.entries()) {
      const lang = path === '/en/' || path.startsWith('/en/') ? 'en' : 'zh';
      const [first, second] = n % 2 === 0 ? NARROW_WIDTHS : ([...NARROW_WIDTHS].reverse() as [number, number]);
      await page.setViewportSize({ width: first, height: 740 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
      await expectFits(page, first, path);
      await page.setViewportSize({ width: second, height: 740 });
      await expectFits(page, second, path);
      await menuReachesSubPage(page, lang, n);
    }
  });
});

test.describe('a desktop user agent in a narrow window, before the app runs', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/', '/en/', '/pigSales', '/en/pigSales', '/en/financial']) {
    test(`the server's page ${path} keeps a one-row header and no sideways scroll at 390 and 320 px`, async ({
      page,
    }) => {
      for (const width of NARROW_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(path);
        const fit = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          header: document.querySelector('header.site-header')?.getBoundingClientRect().height ?? Number.NaN,
          entries: document.querySelector('.top-nav')?.getBoundingClientRect().height,
        }));
        expect(fit.scrollWidth, `${path} at ${width}`).toBeLessThanOrEqual(width);
        expect(fit.header, `${path} at ${width}`).toBeLessThanOrEqual(MAX_HEADER_PX);
        // The desktop entries wait for the app, which swaps in the mobile header.
        expect(fit.entries).toBe(0);
      }
    });
  }
});
