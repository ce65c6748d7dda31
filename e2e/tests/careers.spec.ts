import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { Page as ApiPage } from '@muyuan/contract/paging';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import { findRoute, NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addressOf, apiData, horizontalOverflow, LANGS, open, SITE, visiblePage, watchForErrors } from './support.ts';

/** Every recruitment news item of a language, newest first, as the API lists them. */
const recruitmentNews = (request: APIRequestContext, lang: Lang) =>
  apiData<ApiPage<ArticleSummary>>(request, API_PATHS.newsList, lang, { category: 'recruitment', pageSize: 100 });

const rowTitles = (page: Page) => visiblePage(page).locator('.recruitment-news .news-title').allInnerTexts();

/** The recruitment section's entries to the external recruiting sites, from the navigation tree. */
const RECRUITING_SITES = (NAV_SECTIONS.find((s) => s.id === 'recruitment')?.children ?? [])
  .flatMap((g) => g.items)
  .filter((i) => i.type === 'jump' && i.external)
  .map((i) => ({ title: i.title, href: SITE.externalLinks[i.external as keyof typeof SITE.externalLinks] as string }));

const RECRUITMENT_LIST = findRoute('/recruitConsulting')?.item.title ?? { zh: '', en: '' };

test.describe('recruitment', () => {
  for (const lang of LANGS) {
    test(`the recruitment news show what the API returns, page by page (${lang})`, async ({ page, request }) => {
      const errors = watchForErrors(page);
      const all = await recruitmentNews(request, lang);
      expect(all.total).toBeGreaterThanOrEqual(5);
      await open(page, lang, '/recruitConsulting');
      await expect(visiblePage(page).locator('.recruitment-news .news-row').first()).toBeVisible();
      const first = await rowTitles(page);
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThan(all.total);
      expect(first).toEqual(all.list.slice(0, first.length).map((n) => n.title));

      await visiblePage(page).locator('.recruitment-news .pager-page', { hasText: /^2$/ }).click();
      await expect(page).toHaveURL(/#\/recruitConsulting\?page=2$/);
      await expect(visiblePage(page).locator('.recruitment-news .news-title').first()).toHaveText(
        all.list[first.length]?.title ?? '',
      );
      expect(await rowTitles(page)).toEqual(all.list.slice(first.length, first.length * 2).map((n) => n.title));
      errors.expectNone();
    });

    test(`the three recruiting entries open the site.yaml addresses in a new tab (${lang})`, async ({
      page,
      context,
    }) => {
      // Never reach the real recruiting sites: every request to them gets a stub.
      await context.route(/muyuanfoods\.com/, (route) =>
        route.fulfill({ body: 'recruiting', contentType: 'text/plain' }),
      );
      expect(RECRUITING_SITES).toHaveLength(3);
      await open(page, lang, '/recruitConsulting');
      const cards = visiblePage(page).locator('.block-cards .card');
      for (const site of RECRUITING_SITES) {
        const link = cards.filter({ hasText: site.title[lang] }).locator('a.card-link');
        await expect(link).toHaveAttribute('href', site.href);
        await expect(link).toHaveAttribute('target', '_blank');
        const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await expect(popup).toHaveURL(site.href);
        await popup.close();
      }
      // The site itself stays where it was.
      expect(page.url()).toContain(addressOf(lang, '/recruitConsulting'));
    });

    test(`a recruitment news item opens and goes back to the page of the list it came from (${lang})`, async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const all = await recruitmentNews(request, lang);
      await open(page, lang, '/recruitConsulting?page=2');
      const link = visiblePage(page).locator('.recruitment-news .news-link').first();
      const title = await link.innerText();
      expect(all.list.map((n) => n.title)).toContain(title);
      await link.click();
      await expect(visiblePage(page).locator('h1')).toHaveText(title);
      const back = visiblePage(page).locator('.article-back');
      await expect(back).toContainText(RECRUITMENT_LIST[lang]);
      await expect(back).toHaveAttribute('href', '#/recruitConsulting?page=2');
      await back.click();
      await expect(page).toHaveURL(/#\/recruitConsulting\?page=2$/);
      await expect(visiblePage(page).locator('.recruitment-news .news-title', { hasText: title })).toBeVisible();
      errors.expectNone();
    });

    test(`a recruitment news item opened directly leads back to the recruitment page (${lang})`, async ({
      page,
      request,
    }) => {
      const [item] = (await recruitmentNews(request, lang)).list;
      if (!item) throw new Error('no recruitment news');
      await open(page, lang, `/detail/news/${item.id}`);
      await expect(visiblePage(page).locator('h1')).toHaveText(item.title);
      await expect(visiblePage(page).locator('.article-back')).toHaveAttribute('href', '#/recruitConsulting');
    });

    test(`recruitment news stay out of the news centre (${lang})`, async ({ page, request }) => {
      const recruitment = new Set((await recruitmentNews(request, lang)).list.map((n) => n.title));
      const home = await apiData<ArticleSummary[]>(request, API_PATHS.getHomeNews, lang);
      expect(home.filter((n) => recruitment.has(n.title))).toEqual([]);
      for (const tab of ['company', 'media']) {
        await open(page, lang, `/enterpriseDynamics?tab=${tab}`);
        await expect(visiblePage(page).locator('.news-row').first()).toBeVisible();
        const shown = await visiblePage(page).locator('.news-title').allInnerTexts();
        expect(shown.filter((t) => recruitment.has(t))).toEqual([]);
      }
    });

    test(`recruitment and growth pages fit a phone without errors (${lang})`, async ({ page }) => {
      const errors = watchForErrors(page);
      for (const route of ['/recruitConsulting', '/development']) {
        await open(page, lang, route);
        await expect(visiblePage(page).locator('h1')).toHaveText(findRoute(route)?.item.title[lang] ?? '');
        await expect(visiblePage(page).locator('.kit-section').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), route).toBeLessThanOrEqual(0);
      }
      errors.expectNone();
    });
  }
});
