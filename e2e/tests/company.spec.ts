import { API_PATHS } from '@muyuan/contract/api-paths';
import type { HomeNewsItem } from '@muyuan/contract/home';
import type { Leader, Milestone } from '@muyuan/contract/introduce';
import type { Page } from '@muyuan/contract/paging';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import { expect, test } from '@playwright/test';
import { apiData, LANGS, open, SITE, visiblePage, watchForErrors } from './support.ts';

test.describe('company pages', () => {
  for (const lang of LANGS) {
    test(`the home page shows the news centre, the investor snapshot and the recommended stories of the API (${lang})`, async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const news = await apiData<HomeNewsItem[]>(request, API_PATHS.getHomeNews, lang);
      const quotes = await apiData<{ code: string; price: number }[]>(request, API_PATHS.stockMarketList, lang);
      const stories = await apiData<{ title: string }[]>(request, API_PATHS.brandBuild, lang);
      await open(page, lang, '/');
      const home = visiblePage(page);

      for (const category of ['company', 'media'] as const) {
        const expected = news.filter((n) => n.category === category).map((n) => n.title);
        if (category === 'media')
          await home.getByRole('tab', { name: lang === 'zh' ? '媒体聚焦' : 'Media focus' }).click();
        await expect(home.locator('.home-news .news-link')).toHaveText(expected);
        await expect(home.locator('.home-news .more-link')).toHaveAttribute(
          'href',
          `#/enterpriseDynamics?tab=${category}`,
        );
      }

      const stock = quotes.find((q) => q.code === '002714');
      await expect(home.locator('.quote-price-value')).toHaveText(stock?.price.toFixed(2) ?? '');
      await expect(home.locator('.quote-time time')).toBeVisible();
      if (lang === 'zh') {
        const notices = await apiData<Page<{ title: string }>>(request, API_PATHS.noticeList, lang, { pageSize: 3 });
        await expect(home.locator('.snapshot-list .news-link')).toContainText(notices.list.map((n) => n.title));
      } else {
        const securities = await apiData<Page<ArticleSummary>>(request, API_PATHS.securitiesNewsList, lang, {
          pageSize: 3,
        });
        await expect(home.locator('.snapshot-list .news-link')).toHaveText(securities.list.map((n) => n.title));
      }
      await expect(home.locator('.recommended .card-title')).toHaveText(stories.map((s) => s.title));
      await expect(home.locator('.block-cards a.card-link')).toHaveCount(4);

      // A news item opens its detail page from the home page.
      const first = news.find((n) => n.category === 'company');
      await home.getByRole('tab', { name: lang === 'zh' ? '公司新闻' : 'Company news' }).click();
      await home.locator('.home-news .news-link').first().click();
      await expect(visiblePage(page).locator('h1')).toHaveText(first?.title ?? '');
      errors.expectNone();
    });

    test(`introduction, history and team show the brief, the milestones and the leaders of the API (${lang})`, async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const brief = await apiData<{ title: string; stats: { txt: string }[] }>(request, API_PATHS.brief, lang);
      await open(page, lang, '/introduction');
      await expect(visiblePage(page).locator('.brief-name')).toHaveText(brief.title);
      await expect(visiblePage(page).locator('.brief .figure-caption')).toHaveText(brief.stats.map((s) => s.txt));

      const course = await apiData<Milestone[]>(request, API_PATHS.course, lang);
      await open(page, lang, '/developProcess');
      await expect(visiblePage(page).locator('.milestone-year')).toHaveText(course.map((m) => String(m.year)));
      await expect(visiblePage(page).locator('.milestone-title')).toHaveText(course.map((m) => m.title));

      // The hidden team page is reached from the introduction.
      const leaders = await apiData<Leader[]>(request, API_PATHS.leaderList, lang);
      await open(page, lang, '/introduction');
      await visiblePage(page).locator('a.card-link[href="#/manageTeam"]').click();
      await expect(page).toHaveURL(/#\/manageTeam$/);
      await expect(visiblePage(page).locator('.person-name')).toHaveText(leaders.map((l) => l.name));
      await expect(visiblePage(page).locator('.person-position')).toHaveText(leaders.map((l) => l.position));
      errors.expectNone();
    });

    test(`the news centre pages its lists by tab, and back returns to the list at its page (${lang})`, async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const list = (category: string, pageNum: number) =>
        apiData<Page<ArticleSummary>>(request, API_PATHS.newsList, lang, { category, pageNum, pageSize: 8 });
      const first = await list('company', 1);
      await open(page, lang, '/enterpriseDynamics');
      await expect(visiblePage(page).locator('.news-link')).toHaveText(first.list.map((n) => n.title));

      const second = await list('company', 2);
      expect(second.list.length).toBeGreaterThan(0);
      await visiblePage(page)
        .getByRole('link', { name: lang === 'zh' ? '第 2 页' : 'Page 2' })
        .click();
      await expect(page).toHaveURL(/#\/enterpriseDynamics\?page=2$/);
      await expect(visiblePage(page).locator('.news-link')).toHaveText(second.list.map((n) => n.title));

      // A detail opened from page 2 leads back to page 2, by its link and by the browser.
      await visiblePage(page).locator('.news-link').first().click();
      await expect(visiblePage(page).locator('h1')).toHaveText(second.list[0]?.title ?? '');
      await visiblePage(page).locator('.article-back').click();
      await expect(page).toHaveURL(/#\/enterpriseDynamics\?page=2$/);
      await expect(visiblePage(page).locator('.news-link')).toHaveText(second.list.map((n) => n.title));
      await visiblePage(page).locator('.news-link').first().click();
      await expect(visiblePage(page).locator('h1')).toHaveText(second.list[0]?.title ?? '');
      await page.goBack();
      await expect(visiblePage(page).locator('.news-link')).toHaveText(second.list.map((n) => n.title));

      // Reload keeps the page; the media tab lists media focus.
      await page.reload();
      await expect(visiblePage(page).locator('.news-link')).toHaveText(second.list.map((n) => n.title));
      const media = await list('media', 1);
      await visiblePage(page)
        .locator('.tabs')
        .getByRole('link', { name: lang === 'zh' ? '媒体聚焦' : 'Media focus' })
        .click();
      await expect(page).toHaveURL(/tab=media/);
      await expect(visiblePage(page).locator('.news-link')).toHaveText(media.list.map((n) => n.title));
      errors.expectNone();
    });
  }

  test('company news and media focus have their own Chinese lists', async ({ page, request }) => {
    for (const [route, category] of [
      ['/companyDynamic', 'company'],
      ['/mediaCenter', 'media'],
    ] as const) {
      const expected = await apiData<Page<ArticleSummary>>(request, API_PATHS.newsList, 'zh', {
        category,
        pageSize: 8,
      });
      await open(page, 'zh', route);
      await expect(visiblePage(page).locator('.news-link')).toHaveText(expected.list.map((n) => n.title));
    }
  });

  for (const lang of LANGS) {
    test(`contact details dial and write, and the integrity hub reaches its three pages (${lang})`, async ({
      page,
    }) => {
      await open(page, lang, '/contactUs');
      await expect(
        visiblePage(page).locator(`a[href="tel:${SITE.contact.phone.replace(/[^\d+]/g, '')}"]`),
      ).toBeVisible();
      await expect(visiblePage(page).locator(`a[href="mailto:${SITE.contact.email}"]`)).toBeVisible();
      await expect(visiblePage(page).locator('.contact-figure img')).toBeVisible();

      for (const sub of ['/honest/list', '/honest/reportChannel']) {
        await open(page, lang, '/honest');
        await visiblePage(page).locator(`a.card-link[href="#${sub}"]`).click();
        await expect(page).toHaveURL(new RegExp(`#${sub.replace('/', '\\/')}$`));
      }
      // The report links of the integrity pages open the form in a dialog, where the visitor is.
      for (const link of ['a.card-link[href="#/honest/report"]', '.cta a.button-primary']) {
        await open(page, lang, '/honest');
        await visiblePage(page).locator(link).click();
        await expect(page.getByRole('dialog').locator('form.report-form')).toBeVisible();
        await expect(page).toHaveURL(/#\/honest$/);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }

      await open(page, lang, '/honest/reportChannel');
      const channels = visiblePage(page).locator('.contact-line');
      await expect(channels.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(channels.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(channels.locator('a[href="#/honest/report"]')).toHaveCount(1);
    });
  }

  test('copy that promises a link carries it', async ({ page }) => {
    await open(page, 'zh', '/manageTeam');
    await expect(visiblePage(page).getByRole('link', { name: '报告与公告' })).toHaveAttribute('href', '#/announcement');
    await open(page, 'en', '/culture');
    await expect(visiblePage(page).getByRole('link', { name: 'Photos and Videos' })).toHaveAttribute(
      'href',
      '#/opticCentre',
    );
  });
});

test.describe('visual centre', () => {
  for (const lang of LANGS) {
    test(`the category tabs filter the pictures, with the category in the address (${lang})`, async ({ page }) => {
      await open(page, lang, '/opticCentre');
      const items = visiblePage(page).locator('.hscroll-item');
      const all = await items.count();
      expect(all).toBeGreaterThan(4);
      const tabs = visiblePage(page).locator('.tabs .tab');
      await expect(tabs).toHaveCount(6);
      let shownInCategories = 0;
      for (let code = 1; code <= 5; code++) {
        await tabs.nth(code).click();
        await expect(page).toHaveURL(new RegExp(`type=${code}$`));
        await expect(tabs.nth(code)).toHaveAttribute('aria-current', 'page');
        shownInCategories += await items.count();
      }
      expect(shownInCategories).toBe(all);
      await page.reload();
      await expect(visiblePage(page).locator('.tabs .tab').nth(5)).toHaveAttribute('aria-current', 'page');
    });
  }
});

test.describe('search', () => {
  test('marks the matched words, shows kind and date, and matches the API hit for hit (en)', async ({
    page,
    request,
  }) => {
    const hits = await apiData<Page<{ title: string; kind: string; publishDate: string | null }>>(
      request,
      API_PATHS.searchKey,
      'en',
      { keyword: 'feed', pageNum: 1, pageSize: 10 },
    );
    await open(page, 'en', '/search?keyword=feed');
    // The page results (the documents found inside PDFs are a group of their own beside them).
    const results = visiblePage(page).locator('.search-results');
    const rows = results.locator('.search-hit');
    await expect(results.locator('.search-hit-title')).toHaveText(hits.list.map((h) => h.title));
    await expect(results.locator('.result-count')).toContainText(String(hits.total));
    await expect(rows.first().locator('mark').first()).toHaveText(/feed/i);
    const dated = hits.list.findIndex((h) => h.publishDate);
    await expect(rows.nth(dated).locator('time')).toHaveText(hits.list[dated]?.publishDate ?? '');
    await expect(rows.first().locator('.search-kind')).not.toBeEmpty();
  });
});

test.describe('details', () => {
  for (const lang of LANGS) {
    test(`every kind of article opens in both languages, with its neighbours (${lang})`, async ({ page, request }) => {
      const errors = watchForErrors(page);
      const lists = {
        news: API_PATHS.newsList,
        securitiesNews: API_PATHS.securitiesNewsList,
        dynamic: API_PATHS.dynamicList,
      } as const;
      for (const [kind, path] of Object.entries(lists)) {
        const first = (await apiData<Page<ArticleSummary>>(request, path, lang, { pageSize: 2 })).list;
        const second = first[1];
        if (!second) throw new Error(`no second ${kind}`);
        await open(page, lang, `/detail/${kind}/${second.id}`);
        await expect(visiblePage(page).locator('h1')).toHaveText(second.title);
        await expect(visiblePage(page).locator('.article-meta time')).toHaveText(second.publishDate);
        await expect(visiblePage(page).locator('.neighbour[rel="prev"] .neighbour-title')).toHaveText(
          first[0]?.title ?? '',
        );
      }
      errors.expectNone();
    });
  }

  test('an unknown article shows a designed not-found with a way back', async ({ page }) => {
    await open(page, 'en', '/detail/news/no-such-article');
    await expect(visiblePage(page).locator('h1')).toHaveText('We could not find this article');
    await visiblePage(page).getByRole('link', { name: 'Back to News Centre' }).click();
    await expect(page).toHaveURL(/#\/enterpriseDynamics$/);
  });

  test('attachments of an article are listed with their size and open as PDF', async ({ page, request }) => {
    await open(page, 'zh', '/detail/news/news-2022-dividend');
    const file = visiblePage(page).locator('.article-attachments a').first();
    await expect(file).toBeVisible();
    const href = (await file.getAttribute('href')) ?? '';
    const res = await request.get(href);
    expect(res.headers()['content-type']).toContain('application/pdf');
  });
});
