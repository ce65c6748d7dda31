import type { Lang } from '@muyuan/contract/lang';
import { listedGroups, NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { expect, type Page } from '@playwright/test';

/**
 * What a desktop user agent in a phone-wide window must show (a desktop browser made narrow, an iPad in
 * split view): the mobile header, at most 80 px tall, with its menu button in view, and no sideways scroll.
 */
export const NARROW_WIDTHS = [390, 320] as const;
export const MAX_HEADER_PX = 80;

export async function expectFits(page: Page, width: number, where: string) {
  const fit = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    header: document.querySelector('header.site-header')?.getBoundingClientRect().height ?? Number.NaN,
  }));
  expect(fit.scrollWidth, `${where} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  expect(fit.header, `${where} at ${width} px: header height`).toBeLessThanOrEqual(MAX_HEADER_PX);
  await expect(page.locator('.mobile-header .hamburger'), `${where} at ${width} px: menu button`).toBeInViewport();
}

/** Sections whose mobile child list has pages of this site in `lang`, with their first such page. */
export function sectionsWithPages(lang: Lang) {
  return NAV_SECTIONS.flatMap((section) => {
    const item = listedGroups(section, lang)
      .flatMap((group) => group.items)
      .find((i) => i.type !== 'jump');
    return item?.link ? [{ section, item: { title: item.title[lang], link: item.link } }] : [];
  });
}

/** The route a path address shows: `/en/valueBreeding` and `/valueBreeding` show `/valueBreeding`. */
const routeOfPath = (pathname: string) => pathname.replace(/^\/en(?=\/|$)/, '') || '/';

/** Opens the mobile menu, a section of it (the `n`th with pages, round the list) and its first page. */
export async function menuReachesSubPage(page: Page, lang: Lang, n: number) {
  const choices = sectionsWithPages(lang);
  const choice = choices[n % choices.length];
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
