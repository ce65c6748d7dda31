import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from '@muyuan/contract/lang';
import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import type { SiteFile } from '@muyuan/contract/site';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { parse } from 'yaml';

/** content/site.yaml: the addresses and numbers the footer and links must show. */
export const SITE = parse(readFileSync(resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as SiteFile;

export const LANGS: readonly Lang[] = ['zh', 'en'];
export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** The address of a hash route in a language: Chinese at `/`, English at `/en/`. */
export const addressOf = (lang: Lang, route: string) => `${lang === 'en' ? '/en/' : '/'}#${route}`;

/** Opens a route and waits until its page (not the loading note) is shown. */
export async function open(page: Page, lang: Lang, route: string) {
  await page.goto(addressOf(lang, route));
  await expect(page.locator('main .page:visible').first()).toBeVisible();
  // The page may show prerendered before the app runs: wait until it is interactive.
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
}

/** The page shown in the main view (kept-alive pages are hidden, not removed). */
export const visiblePage = (page: Page) => page.locator('main .page:visible');

/** Changes the hash route in place, the way a link does. */
export async function goRoute(page: Page, route: string) {
  await page.evaluate((r) => {
    location.hash = r;
  }, route);
}

/**
 * Records, inside the page, when an attribute of the elements matching `selector` takes `value`
 * (performance.now() times, so the test's own round trips do not blur the figures). Read them with
 * `attributeTimes`.
 */
export async function watchAttribute(page: Page, selector: string, attribute: string, value: string) {
  await page.evaluate(
    ({ selector, attribute, value }) => {
      const times: number[] = [];
      (window as unknown as { __attributeTimes: number[] }).__attributeTimes = times;
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.matches(selector) && target.getAttribute(attribute) === value) times.push(performance.now());
        }
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: [attribute] });
    },
    { selector, attribute, value },
  );
}

export const attributeTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __attributeTimes: number[] }).__attributeTimes);

/** The `data` of an API answer, as the site's client would receive it: what a page test compares the page with. */
export async function apiData<T>(
  request: APIRequestContext,
  path: string,
  lang: Lang,
  query: Record<string, string | number> = {},
): Promise<T> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await request.get(`${path}${params.size ? `?${params}` : ''}`, { headers: { lang } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Fails the test on any console error or failed request of the page (call before navigating). */
export function watchForErrors(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !allow.some((a) => a.test(m.text()))) problems.push(`console: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    // A reload or a new address cancels what was still loading: the browser's doing, not a failure of the site.
    if (error === 'net::ERR_ABORTED') return;
    if (!allow.some((a) => a.test(r.url()))) problems.push(`failed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !allow.some((a) => a.test(r.url()))) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return { expectNone: () => expect(problems, problems.join('\n')).toEqual([]) };
}

/** Whether the page is wider than the screen (a phone must never scroll sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
