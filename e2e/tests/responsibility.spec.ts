import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { Page as ApiPage } from '@muyuan/contract/paging';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import { findRoute } from '@muyuan/contract/sitemap';
import type { PublicWelfareItem, ResponsibilityReport } from '@muyuan/contract/social-responsibility';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiData, horizontalOverflow, LANGS, open, visiblePage, watchForErrors } from './support.ts';

/** Every responsibility dynamic of a language, newest first, as the API lists them. */
const allDynamics = (request: APIRequestContext, lang: Lang) =>
  apiData<ApiPage<ArticleSummary>>(request, API_PATHS.dynamicList, lang, { pageSize: 100 });

const titlesOf = (items: readonly { title: string }[]) => items.map((i) => i.title);
const dynamicRows = (page: Page) => visiblePage(page).locator('.news-title').allInnerTexts();

/** The designed content pages of the section (no data of their own). */
const CONTENT_PAGES = [
  '/ecology',
  '/foodSafety',
  '/animalWelfare',
  '/newFarmers',
  '/povertyAlleviation',
  '/ruralVitalization',
];

test.describe('social responsibility', () => {
  for (const lang of LANGS) {
    test(`report download lists every report, newest first, with PDF links (${lang})`, async ({ page, request }) => {
      const errors = watchForErrors(page);
      const reports = await apiData<ResponsibilityReport[]>(request, API_PATHS.reportList, lang);
      expect(reports.length).toBeGreaterThanOrEqual(5);
      const years = reports.map((r) => r.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      await open(page, lang, '/reportDownload');
      const cards = visiblePage(page).locator('.report-card');
      await expect(cards).toHaveCount(reports.length);
      await expect(cards.locator('.report-title')).toHaveText(titlesOf(reports));
      await expect(cards.locator('.report-year')).toHaveText(years.map(String));
      for (const [i, report] of reports.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('.report-cover img')).toHaveAttribute('src', report.cover ?? '');
        await expect(card.locator('.report-size')).toHaveText(/^\d+(\.\d)? (B|KB|MB)$/);
        const read = card.locator('.report-actions a').first();
        const download = card.locator('.report-actions a[download]');
        await expect(read).toHaveAttribute('href', report.file.url);
        await expect(read).toHaveAttribute('target', '_blank');
        await expect(download).toHaveAttribute('href', report.file.url);
        await expect(download).toHaveAttribute('download', /\S.*\.pdf$/);
        for (const link of [read, download]) {
          const res = await request.get((await link.getAttribute('href')) ?? '');
          expect(res.status()).toBe(200);
          expect(res.headers()['content-type']).toBe('application/pdf');
          expect((await res.body()).length).toBe(report.file.size);
        }
      }
      errors.expectNone();
    });

    test(`the download link saves the PDF under its file name (${lang})`, async ({ page, request }) => {
      const [newest] = await apiData<ResponsibilityReport[]>(request, API_PATHS.reportList, lang);
      await open(page, lang, '/reportDownload');
      const link = visiblePage(page).locator('.report-card').first().locator('.report-actions a[download]');
      const name = await link.getAttribute('download');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(name);
      expect(name).toContain(String(newest?.year));
    });

    test(`charity shows the welfare projects and the latest dynamics of the API (${lang})`, async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const projects = await apiData<PublicWelfareItem[]>(request, API_PATHS.publicWelfare, lang);
      const dynamics = await allDynamics(request, lang);
      await open(page, lang, '/publicWelfare');
      const slots = visiblePage(page).locator('.block-slot');
      const projectCards = slots.nth(0).locator('.card');
      await expect(projectCards.locator('.card-title')).toHaveText(titlesOf(projects));
      await expect(projectCards.locator('.card-text')).toHaveText(projects.map((p) => p.summary));
      for (const [i, project] of projects.entries()) {
        await expect(projectCards.nth(i).locator('img')).toHaveAttribute('src', project.image ?? '');
      }
      const latest = slots.nth(1).locator('.card');
      const shown = await latest.locator('.card-title').allInnerTexts();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(titlesOf(dynamics.list.slice(0, shown.length)));
      await expect(latest.locator('time')).toHaveText(dynamics.list.slice(0, shown.length).map((d) => d.publishDate));
      await slots.nth(1).locator('a[href="#/welfareDynamics"]').click();
      await expect(visiblePage(page).locator('h1')).toHaveText(findRoute('/welfareDynamics')?.item.title[lang] ?? '');
      errors.expectNone();
    });

    test(`the dynamics list pages through what the API returns (${lang})`, async ({ page, request }) => {
      const errors = watchForErrors(page);
      const all = await allDynamics(request, lang);
      await open(page, lang, '/welfareDynamics');
      await expect(visiblePage(page).locator('.news-row').first()).toBeVisible();
      const first = await dynamicRows(page);
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThan(all.total);
      expect(first).toEqual(titlesOf(all.list.slice(0, first.length)));
      const pages = Math.ceil(all.total / first.length);
      await expect(visiblePage(page).locator('.pager-page')).toHaveCount(pages);
      await visiblePage(page).locator('.pager-page', { hasText: /^2$/ }).click();
      await expect(page).toHaveURL(/#\/welfareDynamics\?page=2$/);
      await expect(visiblePage(page).locator('.news-title').first()).toHaveText(all.list[first.length]?.title ?? '');
      expect(await dynamicRows(page)).toEqual(titlesOf(all.list.slice(first.length, first.length * 2)));
      errors.expectNone();
    });

    test(`a dynamic opens and goes back to the page of the list it came from (${lang})`, async ({ page }) => {
      const errors = watchForErrors(page);
      await open(page, lang, '/welfareDynamics?page=2');
      const link = visiblePage(page).locator('.news-link').first();
      await expect(link).toBeVisible();
      const title = await link.innerText();
      await link.click();
      await expect(page).toHaveURL(/#\/detail\/dynamic\//);
      await expect(visiblePage(page).locator('h1')).toHaveText(title);
      await expect(visiblePage(page).locator('.article-body p').first()).toBeVisible();
      const back = visiblePage(page).locator('.article-back');
      await expect(back).toHaveAttribute('href', '#/welfareDynamics?page=2');
      await back.click();
      await expect(page).toHaveURL(/#\/welfareDynamics\?page=2$/);
      await expect(visiblePage(page).locator('.news-title', { hasText: title })).toBeVisible();
      errors.expectNone();
    });

    test(`a dynamic opened from the charity page goes back there (${lang})`, async ({ page }) => {
      await open(page, lang, '/publicWelfare');
      const card = visiblePage(page).locator('.block-slot').nth(1).locator('a.card-link').first();
      const title = await card.innerText();
      await card.click();
      await expect(visiblePage(page).locator('h1')).toHaveText(title);
      const back = visiblePage(page).locator('.article-back');
      await expect(back).toHaveAttribute('href', '#/publicWelfare');
      await back.click();
      await expect(visiblePage(page).locator('h1')).toHaveText(findRoute('/publicWelfare')?.item.title[lang] ?? '');
    });

    test(`a dynamic opened directly leads back to the dynamics list (${lang})`, async ({ page, request }) => {
      const [newest] = (await allDynamics(request, lang)).list;
      if (!newest) throw new Error('no dynamics');
      await open(page, lang, `/detail/dynamic/${newest.id}`);
      await expect(visiblePage(page).locator('h1')).toHaveText(newest.title);
      await expect(visiblePage(page).locator('.article-back')).toHaveAttribute('href', '#/welfareDynamics');
    });

    test(`every page of the section is designed, loads cleanly and fits a phone (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      const errors = watchForErrors(page);
      for (const route of [...CONTENT_PAGES, '/publicWelfare', '/welfareDynamics', '/reportDownload']) {
        await open(page, lang, route);
        await expect(visiblePage(page).locator('h1'), route).toHaveText(findRoute(route)?.item.title[lang] ?? '');
        await page.waitForLoadState('networkidle');
        if (CONTENT_PAGES.includes(route)) {
          // A designed page: figures, pictures and several kinds of blocks, not a wall of text.
          await expect(visiblePage(page).locator('.block-figures .figure').first(), route).toBeVisible();
          expect(await visiblePage(page).locator('.kit-section img').count(), route).toBeGreaterThanOrEqual(3);
        }
        expect(await horizontalOverflow(page), route).toBeLessThanOrEqual(0);
      }
      errors.expectNone();
    });
  }
});
