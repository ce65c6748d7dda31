import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_PATHS } from '@muyuan/contract/api-paths';
import { APP_READY_ATTRIBUTE, PAGE_FRAGMENT_PATH } from '@muyuan/contract/prerender';
import { expect, test } from '@playwright/test';
import { addressOf, apiData, LANGS, visiblePage } from './support.ts';

const UNKNOWN_ID = 'survey-that-never-was';
const RECORD_ROUTE = `/securities/detail?id=${UNKNOWN_ID}`;

/** The site's own words for its not-found page, from the locale files the app is built with. */
function notFoundWords(lang: 'zh' | 'en'): { heading: string; hint: string } {
  const words = (name: string) => {
    const file = resolve(
      import.meta.dirname,
      `../../web/src/i18n/locales/${lang === 'en' ? 'en' : 'zh-CN'}/${name}.json`,
    );
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  };
  return { heading: words('common').notFound ?? '', hint: words('not-found').notFoundHint ?? '' };
}

test.describe('unknown survey records', () => {
  test.beforeEach(async ({ request }) => {
    // The record is unknown because the API says so, and a known one is listed beside it.
    const res = await request.get(`${API_PATHS.surveyDetail}?id=${UNKNOWN_ID}`, { headers: { lang: 'zh' } });
    expect(res.status()).toBe(404);
    const list = await apiData<{ list: { id: string }[] }>(request, API_PATHS.surveyList, 'zh');
    expect(list.list.map((s) => s.id)).not.toContain(UNKNOWN_ID);
  });

  // "(lang)": each language in one project, English on the desktop and Chinese on the phone (decision 211): what
  // is checked (the 404, the not-found heading, hint and title) follows the address and the language, not the layout.
  for (const lang of LANGS) {
    test(`the path address of an unknown id answers 404 with the site's not-found page (${lang})`, async ({ page }) => {
      const words = notFoundWords(lang);
      const res = await page.goto(`${lang === 'en' ? '/en' : ''}${RECORD_ROUTE}`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
      const shown = visiblePage(page);
      await expect(shown.locator('h1')).toHaveText(words.heading);
      await expect(shown).toContainText(words.hint);
      await expect(page.locator('main')).not.toContainText(lang === 'en' ? 'Loading' : '加载中');
      await expect(page).toHaveTitle(new RegExp(`^${words.heading} - `));
    });

    test(`the hash address of an unknown id has no page fragment (404) and shows the not-found page (${lang})`, async ({
      page,
    }) => {
      const words = notFoundWords(lang);
      const fragment = page.waitForResponse((r) => r.url().includes(`${PAGE_FRAGMENT_PATH}`));
      await page.goto(addressOf(lang, RECORD_ROUTE));
      expect((await fragment).status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
      await expect(visiblePage(page).locator('h1')).toHaveText(words.heading);
      await expect(page.locator('main')).not.toContainText(lang === 'en' ? 'Loading' : '加载中');
      await expect(page).toHaveTitle(new RegExp(`^${words.heading} - `));
    });
  }
});
