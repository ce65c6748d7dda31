import type { Lang } from '@muyuan/contract/lang';
import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { NOINDEX_ROUTES } from '@muyuan/contract/sitemap';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Every page the site lists in /sitemap.xml, as paths of its own origin (`/`, `/en/culture`,
 * `/securities/detail?id=…`): the sweeps over all pages (validator, accessibility engines) take them
 * from the server, so a page added to the navigation is checked without touching the tests.
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  if (!res.ok()) throw new Error(`GET /sitemap.xml: ${res.status()}`);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeXml(m[1] ?? ''));
  if (locs.length === 0) throw new Error('/sitemap.xml lists no page');
  return locs.map((loc) => {
    const url = new URL(loc);
    return `${url.pathname}${url.search}`;
  });
}

const decodeXml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? '',
  );

/** The language of a path address: English under `/en/`. */
export const langOfPath = (path: string): Lang => (path === '/en/' || path.startsWith('/en/') ? 'en' : 'zh');

/**
 * The template a page is drawn with: its route without the language (`/en/culture` → `/culture`), a record
 * page by its kind (`/detail/news/n1` → `/detail/news`, `/securities/detail?id=s1` → `/securities/detail`).
 */
export function templateOf(path: string): string {
  const route = (path.split('?')[0] ?? path).replace(/^\/en(?=\/|$)/, '') || '/';
  const detail = /^(\/detail\/[^/]+)\//.exec(route);
  return detail?.[1] ?? route;
}

/** One page of each template, the first of the languages taking turns from one template to the next. */
export function onePerTemplate(paths: readonly string[]): Set<string> {
  const byTemplate = new Map<string, string[]>();
  for (const path of paths) byTemplate.set(templateOf(path), [...(byTemplate.get(templateOf(path)) ?? []), path]);
  return new Set(
    [...byTemplate.values()].map((same, i) => {
      const lang: Lang = i % 2 === 0 ? 'zh' : 'en';
      return same.find((path) => langOfPath(path) === lang) ?? (same[0] as string);
    }),
  );
}

/** A record's own page (an article, a survey record) rather than a page of the navigation. */
export const isRecordPath = (path: string) => path.includes('/detail') || path.includes('?');

/**
 * Every page of the navigation and every `n`th record page: records of a kind share one template, whose
 * markup the sampled records and the lists that link them show (decision 211).
 */
export function sectionsAndSampledRecords(paths: readonly string[], n: number): string[] {
  let record = 0;
  return paths.filter((path) => !isRecordPath(path) || record++ % n === 0);
}

/**
 * The pages the sitemap leaves out (NOINDEX_ROUTES: search results, the report lookup) in both languages,
 * the search page with a keyword so that it shows results: a sweep over every route adds them.
 */
export function unlistedPaths(): string[] {
  const query: Record<string, Record<Lang, string>> = {
    '/search': {
      zh: `?${new URLSearchParams({ keyword: '牧原' })}`,
      en: `?${new URLSearchParams({ keyword: 'pig' })}`,
    },
  };
  return NOINDEX_ROUTES.flatMap((route) =>
    (['zh', 'en'] as const).map((lang) => `${pathOf(lang, route)}${query[route]?.[lang] ?? ''}`),
  );
}

/** Part `index` of `count` near-equal parts of a list (a sweep is split so Playwright's workers share it). */
export function shareOf<T>(items: readonly T[], index: number, count: number): T[] {
  return items.filter((_, i) => i % count === index);
}

/** The path address of a route in a language (`/en/culture`): the form the sitemap lists and search engines index. */
export const pathOf = (lang: Lang, route: string) => `${lang === 'en' ? '/en' : ''}${route}`;

/**
 * Opens a path address (its load event included) and waits until the app has taken the page over. The
 * engines look at path addresses: at a hash address (`/#/culture`) every link is `#/route`, which
 * HTML_CodeSniffer takes for an anchor missing from the page.
 */
export async function openPath(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
}
