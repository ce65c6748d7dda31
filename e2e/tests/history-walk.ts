import type { Lang } from '@muyuan/contract/lang';
import { expect, type Locator, type Page } from '@playwright/test';
import { addressOf, goRoute, open, visiblePage, watchForErrors } from './support.ts';

/**
 * Issue 25, point 2: Back walks back. Each page or filter change of a list is one history entry; Back
 * and Forward show again the page, the filters and the scroll position each entry was left at, and
 * Back from the list's first entry leaves the list. The walk runs over every list with the desktop user
 * agent, a two-language list in one of them (desktop-history.spec.ts), and over a sample with the phone's
 * (mobile-history.spec.ts).
 */

/** What the visitor clicks to go on from the list's current view: the next page, else another tab. */
type Step = (view: Locator) => Locator;
const nextPageOrTab: Step = (view) =>
  view.locator('.pager a[rel="next"]').or(view.locator('.tabs a.tab:not([aria-current])')).first();
const anotherFilter: Step = (view) => view.locator('.notice-chip[data-value]:not([aria-current])').first();

export interface WalkedList {
  lang: Lang;
  route: string;
  step: Step;
  name?: string;
}

/** Every list of the site with a pager, tabs or filters, in the languages that show it. */
export const LISTS: WalkedList[] = [
  { lang: 'zh', route: '/announcement', step: nextPageOrTab },
  { lang: 'zh', route: '/announcement', step: anotherFilter, name: 'filter chips' },
  { lang: 'zh', route: '/companyDynamic', step: nextPageOrTab },
  { lang: 'zh', route: '/opticCentre', step: nextPageOrTab, name: 'category tabs' },
  { lang: 'en', route: '/opticCentre', step: nextPageOrTab, name: 'category tabs' },
  { lang: 'en', route: '/financial', step: nextPageOrTab, name: 'figure tabs' },
  { lang: 'zh', route: '/enterpriseDynamics', step: nextPageOrTab },
  { lang: 'en', route: '/enterpriseDynamics', step: nextPageOrTab },
  { lang: 'zh', route: '/securities/surveyList', step: nextPageOrTab },
  { lang: 'en', route: '/securities/surveyList', step: nextPageOrTab },
  { lang: 'zh', route: '/welfareDynamics', step: nextPageOrTab },
  { lang: 'en', route: '/welfareDynamics', step: nextPageOrTab },
  { lang: 'zh', route: '/recruitConsulting', step: nextPageOrTab },
  { lang: 'en', route: '/recruitConsulting', step: nextPageOrTab },
  { lang: 'zh', route: '/search?keyword=%E7%89%A7%E5%8E%9F', step: nextPageOrTab },
  { lang: 'en', route: '/search?keyword=Muyuan', step: nextPageOrTab },
];

interface Seen {
  url: string;
  text: string;
  /** Where the window was when the visitor left this view. */
  scrollY: number;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until the view shows what it showed before (its text, the list loaded) and at its place. */
async function expectShown(page: Page, seen: Seen) {
  await expect(page).toHaveURL(seen.url);
  await expect.poll(() => visiblePage(page).innerText()).toBe(seen.text);
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(seen.scrollY - 2);
  await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(seen.scrollY + 2);
}

/** The view's text once its list has arrived (no skeleton left). */
export async function settledText(page: Page) {
  await expect(visiblePage(page).locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
  return visiblePage(page).innerText();
}

/**
 * Walks three views of a list (page or filter changes), then Back and Forward through them: each shows
 * again the page, the filters and the scroll position it was left at; Back from the list's first view
 * leaves the list.
 */
export async function walkBackAndForward(page: Page, { lang, route, step }: WalkedList) {
  const errors = watchForErrors(page);
  await open(page, lang, '/');
  await goRoute(page, route);
  await expect(visiblePage(page).locator('h1')).toBeVisible();
  const views: Seen[] = [];
  for (let i = 0; i < 3; i++) {
    const view = { url: page.url(), text: await settledText(page), scrollY: 0 };
    views.push(view);
    const next = step(visiblePage(page));
    if (i === 2 || (await next.count()) === 0) {
      // The last view is left half way down, so Forward has a place to come back to.
      await page.evaluate(() => window.scrollTo(0, Math.min(240, document.body.scrollHeight)));
      await page.waitForTimeout(400);
      view.scrollY = await scrollY(page);
      break;
    }
    // The list may draw its pager anew as its data settles: find the link again if it went.
    await expect(async () => next.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
    view.scrollY = await scrollY(page);
    await next.click();
    await expect(page).not.toHaveURL(view.url);
    // The address changes before the list is drawn anew: wait for the new view, so its text and its
    // links are read from it and not from the view just left.
    await expect.poll(() => visiblePage(page).innerText()).not.toBe(view.text);
    // Somewhere else on the new view, so a restoration can be told from staying put.
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  expect(views.length, 'a list with a pager or tabs has at least two views').toBeGreaterThanOrEqual(2);

  for (let i = views.length - 2; i >= 0; i--) {
    await page.goBack();
    await expectShown(page, views[i] as Seen);
  }
  for (let i = 1; i < views.length; i++) {
    await page.goForward();
    await expectShown(page, views[i] as Seen);
  }
  // Back past the list's first view goes to the page before it, not to the list again.
  for (let i = 0; i < views.length; i++) await page.goBack();
  await expect(page).toHaveURL(new RegExp(`:\\d+${addressOf(lang, '/')}$`));
  errors.expectNone();
}

/** The test title of a list's walk. */
export const walkTitle = ({ lang, route, name }: WalkedList) =>
  `Back and Forward walk through ${route}${name ? ` (${name})` : ''} in ${lang}, page, filters and place`;
