import type { Lang } from '@muyuan/contract/lang';
import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { listedGroups, NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * A desktop user agent in a phone-wide window (a desktop browser made narrow, an iPad in split view)
 * over every page of the sitemap: the mobile header, at most 80 px tall, no sideways scroll at 390
 * and 320 px, and a menu that reaches a sub-page. The pages are cut into a fixed number of slices, one
 * test each, so the sweep spreads over the workers there are; each slice opens half its pages at
 * 390 px and half at 320 px, and then checks the other width by resizing in place.
 */
const SLICES = 12;
const WIDTHS = [390, 320] as const;
const MAX_HEADER_PX = 80;

/** The site's own pages, by path, from the server's sitemap. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

/** Sections whose mobile child list has pages of this site in `lang`, with their first such page. */
function sectionsWithPages(lang: Lang) {
  return NAV_SECTIONS.flatMap((section) => {
    const item = listedGroups(section, lang)
      .flatMap((group) => group.items)
      .find((i) => i.type !== 'jump');
    return item?.link ? [{ section, item: { title: item.title[lang], link: item.link } }] : [];
  });
}

/** The route a path address shows: `/en/valueBreeding` and `/valueBreeding` show `/valueBreeding`. */
function routeOfPath(pathname: string): string {
  return pathname.replace(/^\/en(?=\/|$)/, '') || '/';
}

async function expectFits(page: Page, width: number, where: string) {
  const fit = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    header: document.querySelector('header.site-header')?.getBoundingClientRect().height ?? Number.NaN,
  }));
  expect(fit.scrollWidth, `${where} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  expect(fit.header, `${where} at ${width} px: header height`).toBeLessThanOrEqual(MAX_HEADER_PX);
  await expect(page.locator('.mobile-header .hamburger'), `${where} at ${width} px: menu button`).toBeInViewport();
}

test.describe('a desktop user agent in a narrow window', () => {
  for (let slice = 0; slice < SLICES; slice++) {
    test(`every sitemap page, slice ${slice + 1} of ${SLICES}: mobile header, no sideways scroll, the menu reaches a sub-page`, async ({
      page,
      request,
    }) => {
      const all = await sitemapPaths(request);
      const mine = all.filter((_, i) => i % SLICES === slice);
      expect(mine.length).toBeGreaterThan(0);
      test.setTimeout(15_000 + mine.length * 8_000);
      for (const [n, path] of mine.entries()) {
        const lang: Lang = path === '/en/' || path.startsWith('/en/') ? 'en' : 'zh';
        const [first, second] = n % 2 === 0 ? WIDTHS : ([...WIDTHS].reverse() as [number, number]);
        await page.setViewportSize({ width: first, height: 740 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
        await expectFits(page, first, path);
        await page.setViewportSize({ width: second, height: 740 });
        await expectFits(page, second, path);

        // The menu: a section (a different one from page to page) and its first page on this site.
        const choices = sectionsWithPages(lang);
        const choice = choices[(slice + n) % choices.length];
        if (!choice) throw new Error(`no section with pages in ${lang}`);
        const { section, item } = choice;
        await page.locator('.hamburger').click();
        const menu = page.locator('#mobile-menu');
        await menu.getByRole('button', { name: section.title[lang], exact: true }).click();
        await menu.getByRole('link', { name: item.title, exact: true }).click();
        // A visit that began at a path address goes on in path addresses (decision 124).
        await page.waitForURL((url) => url.hash === `#${item.link}` || routeOfPath(url.pathname) === item.link);
        await expect(menu).toHaveAttribute('data-open', 'false');
      }
    });
  }
});

test.describe('a desktop user agent in a narrow window, before the app runs', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/', '/en/', '/pigSales', '/en/pigSales', '/en/financial']) {
    test(`the server's page ${path} keeps a one-row header and no sideways scroll at 390 and 320 px`, async ({
      page,
    }) => {
      for (const width of WIDTHS) {
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
