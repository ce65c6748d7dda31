import { API_PATHS } from '@muyuan/contract/api-paths';
import type { SurveyDetail } from '@muyuan/contract/bond-matter';
import type { Lang } from '@muyuan/contract/lang';
import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiData, LANGS, open, visiblePage, watchForErrors } from './support.ts';

/**
 * Issue 25, point 1: the language switch keeps the place. The query of the address (a record's id,
 * filters, a page, search words) survives it; a record or page the other language lacks leads to the
 * nearest page there, which says so and links back to exactly what the visitor was reading.
 */

const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');
const root = (lang: Lang) => (lang === 'en' ? '/en/' : '/');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type NewsPage = { list: { id: string; title: string }[] };
type NewsDetail = { id: string; title: string; category: string; languages: Lang[] };

/** A news item published in Chinese only, and one in both languages, as the API lists them. */
async function newsByLanguages(request: APIRequestContext) {
  const zh = await apiData<NewsPage>(request, API_PATHS.newsList, 'zh', { pageSize: 100 });
  const en = await apiData<NewsPage>(request, API_PATHS.newsList, 'en', { pageSize: 100 });
  const inEnglish = new Set(en.list.map((a) => a.id));
  const chineseOnly = zh.list.find((a) => !inEnglish.has(a.id));
  const both = zh.list.find((a) => inEnglish.has(a.id));
  if (!chineseOnly || !both) throw new Error('the seed needs a Chinese-only and a bilingual news item');
  const detail = await apiData<NewsDetail>(request, API_PATHS.newsDetail, 'zh', { id: chineseOnly.id });
  expect(detail.languages).toEqual(['zh']);
  return { chineseOnly: detail, both };
}

/** The news-centre tab an article of this category is listed under, as the address names it. */
const tabOf = (category: string) => (category === 'media' ? '\\?tab=media' : '');

const languageSwitch = (page: Page) => page.locator('a.language-switch:visible');

test.describe('the language switch keeps the place', () => {
  test('from a Chinese-only article it leads to the English list it belongs to, which says so', async ({
    page,
    request,
  }) => {
    const errors = watchForErrors(page);
    const { chineseOnly } = await newsByLanguages(request);
    await open(page, 'zh', `/detail/news/${chineseOnly.id}`);
    await expect(visiblePage(page).locator('h1')).toHaveText(chineseOnly.title);
    // The switch knows before the click: its address is the list's, not the missing English article's.
    await expect(languageSwitch(page)).toHaveAttribute('href', /^\/en\/#\/enterpriseDynamics/);
    await languageSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
    // The address is the list's own (a copied address carries no notice).
    await expect(page).toHaveURL(new RegExp(`/en/#/enterpriseDynamics${tabOf(chineseOnly.category)}$`));
    await expect(visiblePage(page).locator('h1')).toHaveText('News Centre');
    await expect(page.getByText('We could not find this article')).toHaveCount(0);
    const notice = page.locator('.untranslated-notice');
    await expect(notice).toContainText('published in Chinese only');
    const back = notice.getByRole('link', { name: /Read it in Chinese/ });
    await expect(back).toHaveAttribute('hreflang', 'zh-CN');
    await back.click();
    await expect(page).toHaveURL(new RegExp(`:\\d+/#/detail/news/${chineseOnly.id}$`));
    await expect(visiblePage(page).locator('h1')).toHaveText(chineseOnly.title);
    errors.expectNone();
  });

  test('an English address of a Chinese-only article finds its English list, not a not-found page', async ({
    page,
    request,
  }) => {
    const { chineseOnly } = await newsByLanguages(request);
    await page.goto(`/en/#/detail/news/${chineseOnly.id}`);
    await expect(page).toHaveURL(new RegExp(`/en/#/enterpriseDynamics${tabOf(chineseOnly.category)}$`));
    await expect(page.locator('.untranslated-notice')).toContainText('published in Chinese only');
    await expect(page.getByText('We could not find this article')).toHaveCount(0);
  });

  test('at a path address too, and the page names only the languages it exists in', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const { chineseOnly, both } = await newsByLanguages(request);
    await page.goto(`/detail/news/${chineseOnly.id}`);
    await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await languageSwitch(page).click();
    await expect(page).toHaveURL(new RegExp(`/en/enterpriseDynamics${tabOf(chineseOnly.category)}$`));
    await expect(page.locator('.untranslated-notice')).toContainText('published in Chinese only');
    // A bilingual article names both and leads to its English twin.
    await page.goto(`/detail/news/${both.id}`);
    await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/detail/news/${both.id}$`),
    );
    const english = await apiData<NewsDetail>(request, API_PATHS.newsDetail, 'en', { id: both.id });
    await languageSwitch(page).click();
    await expect(page).toHaveURL(new RegExp(`/en/detail/news/${both.id}$`));
    await expect(visiblePage(page).locator('h1')).toHaveText(english.title);
    errors.expectNone();
  });

  for (const lang of LANGS) {
    test(`a survey record keeps its id (${lang} to ${other(lang)})`, async ({ page, request }) => {
      const errors = watchForErrors(page);
      const list = await apiData<{ list: { id: string }[] }>(request, API_PATHS.surveyList, lang, { pageSize: 2 });
      const id = list.list[1]?.id ?? '';
      const there = await apiData<SurveyDetail>(request, API_PATHS.surveyDetail, other(lang), { id });
      await open(page, lang, `/securities/detail?id=${id}`);
      await expect(visiblePage(page).locator('.survey-record h2')).toBeVisible();
      await languageSwitch(page).click();
      await expect(page).toHaveURL(new RegExp(`${literal(root(other(lang)))}#/securities/detail\\?id=${id}$`));
      await expect(visiblePage(page).locator('.survey-record h2')).toHaveText(there.title);
      errors.expectNone();
    });

    test(`a search keeps its words and page (${lang} to ${other(lang)})`, async ({ page }) => {
      const errors = watchForErrors(page);
      const keyword = lang === 'zh' ? '牧原' : 'Muyuan';
      const query = `keyword=${encodeURIComponent(keyword)}&page=2`;
      await open(page, lang, `/search?${query}`);
      await languageSwitch(page).click();
      await expect(page).toHaveURL(new RegExp(`${literal(root(other(lang)))}#/search\\?${literal(query)}$`));
      await expect(visiblePage(page).getByRole('searchbox')).toHaveValue(keyword);
      await expect(visiblePage(page).locator('.search-results .search-heading')).toBeVisible();
      errors.expectNone();
    });

    test(`a list's tab and page survive it (${lang} to ${other(lang)})`, async ({ page }) => {
      await open(page, lang, '/enterpriseDynamics?tab=company&page=2');
      await expect(visiblePage(page).locator('.pager-page[aria-current="page"]')).toHaveText('2');
      await languageSwitch(page).click();
      await expect(page).toHaveURL(
        new RegExp(`${literal(root(other(lang)))}#/enterpriseDynamics\\?tab=company&page=2$`),
      );
      await expect(visiblePage(page).locator('.pager-page[aria-current="page"]')).toHaveText('2');
    });
  }

  test('a filtered, paged announcement list (Chinese only) leads to the nearest English page and back to the same list', async ({
    page,
    request,
  }) => {
    const errors = watchForErrors(page);
    const facets = await apiData<{ types: { code: string; count: number }[] }>(request, API_PATHS.noticeFacets, 'zh');
    const kind = facets.types.find((t) => t.count > 10)?.code;
    if (!kind) throw new Error('no kind of announcement fills two pages');
    const filtered = `/announcement?type=${kind}&page=2`;
    await open(page, 'zh', filtered);
    await expect(visiblePage(page).locator('.pager-page[aria-current="page"]')).toHaveText('2');
    await languageSwitch(page).click();
    await expect(page).toHaveURL(/\/en\/#\/financial$/);
    const notice = page.locator('.untranslated-notice');
    await expect(notice).toContainText('published in Chinese only');
    await notice.getByRole('link', { name: /Read it in Chinese/ }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+/#${literal(filtered)}$`));
    await expect(visiblePage(page).locator(`.notice-chip[data-value="${kind}"]`)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(visiblePage(page).locator('.pager-page[aria-current="page"]')).toHaveText('2');
    errors.expectNone();
  });

  for (const lang of LANGS) {
    test(`the language marks: the switch speaks each language in its own voice, the footer's Chinese is marked (${lang})`, async ({
      page,
    }) => {
      await open(page, lang, '/culture');
      const link = languageSwitch(page);
      // The hidden label and the other language's name are two boxes, which Chrome parts with a space.
      await expect(link).toHaveAccessibleName(lang === 'zh' ? /^切换语言：\s?English$/ : /^Switch language: \s?中文$/);
      // The link itself speaks the page's language; only the other language's name carries its own.
      expect(await link.getAttribute('lang')).toBeNull();
      await expect(link.locator('[lang]')).toHaveAttribute('lang', lang === 'zh' ? 'en' : 'zh-CN');
      await expect(link.locator('[lang]')).toHaveText(lang === 'zh' ? 'English' : '中文');
      const footer = page.locator('footer.site-footer');
      const chinese = footer.locator('.footer-icons [lang="zh-CN"], .record-link[lang="zh-CN"]');
      // On English pages the WeChat account and both record numbers are Chinese text, marked so; on
      // Chinese pages they inherit the page's language.
      await expect(chinese).toHaveCount(lang === 'en' ? 3 : 0);
      for (const text of await chinese.allInnerTexts()) expect(text).toMatch(/\p{Script=Han}/u);
    });
  }
});
