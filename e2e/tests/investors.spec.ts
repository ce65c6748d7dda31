import AxeBuilder from '@axe-core/playwright';
import { API_PATHS, FEED_PATHS } from '@muyuan/contract/api-paths';
import type {
  BondTerms,
  Dividend,
  FinancialYear,
  Notice,
  NoticeFacets,
  PeriodicReport,
  SurveyDetail,
  SurveySummary,
} from '@muyuan/contract/bond-matter';
import type { Lang } from '@muyuan/contract/lang';
import type { Page as ListPage } from '@muyuan/contract/paging';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import type { Quote } from '@muyuan/contract/stock-market';
import { expect, type Page, test } from '@playwright/test';
import { apiData, goRoute, horizontalOverflow, isMobile, LANGS, open, visiblePage, watchForErrors } from './support.ts';

/** English millions with thousands separators (1,320.00 million), as Intl writes them. */
const enMillions = (n: number) =>
  `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n / 1e6)} million`;

/** The spec's unit converter (section 9), as the oracle the pages' figures are checked against. */
function converted(value: number, lang: Lang): string {
  const n = Math.abs(value);
  const sign = value < 0 ? '−' : '';
  if (n > 100_000_000) return sign + (lang === 'en' ? enMillions(n) : `${(n / 1e8).toFixed(2)}亿`);
  if (n > 10_000) return sign + (lang === 'en' ? enMillions(n) : `${(n / 1e4).toFixed(2)}万`);
  return sign + String(value);
}

/**
 * A key figure as an annual report tabulates it (the oracle of the financial page): amounts in 亿元 with
 * two decimals or in RMB million without, pigs in 万头 or million head with two; grouped, a minus sign.
 */
function tabulated(value: number, quantity: 'yuan' | 'head', lang: Lang): string {
  const [divisor, decimals] =
    quantity === 'yuan' ? (lang === 'zh' ? [1e8, 2] : [1e6, 0]) : lang === 'zh' ? [1e4, 2] : [1e6, 2];
  const grouped = new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return (value < 0 ? '−' : '') + grouped.format(Math.abs(value) / divisor);
}

/** The quote time as the exchange's clock shows it. */
function beijing(iso: string): string {
  const t = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}

const NOTICE_PAGE_SIZE = 10;
const rowsOf = (page: Page) => visiblePage(page).locator('.notice-row');

test.describe('investor relations', () => {
  for (const lang of LANGS) {
    test(`/securities shows both quotes with price, change and time, the bond's figures and the dividends (${lang})`, async ({
      page,
      request,
    }, info) => {
      const errors = watchForErrors(page);
      const quotes = await apiData<Quote[]>(request, API_PATHS.stockMarketList, lang);
      const [terms] = await apiData<BondTerms[]>(request, API_PATHS.bondTerms, lang);
      const dividends = await apiData<Dividend[]>(request, API_PATHS.dividends, lang);
      await open(page, lang, '/securities');
      const view = visiblePage(page);
      expect(quotes.map((q) => q.kind).sort()).toEqual(['convertibleBond', 'stock']);
      for (const q of quotes) {
        const panel = view.locator(`.quote-panel[data-code="${q.code}"]`);
        await expect(panel.locator('.quote-name')).toContainText(q.name);
        await expect(panel.locator('.quote-price-value')).toHaveText(q.price.toFixed(2));
        await expect(panel.locator('.quote-time time')).toHaveText(beijing(q.quoteTime));
        await expect(panel.locator('.quote-time')).toContainText(q.source);
        await expect(panel.locator('.quote-note')).toHaveText(q.delayNote);
        const sign = q.change > 0 ? '+' : q.change < 0 ? '−' : '';
        await expect(panel.locator('.quote-change')).toContainText(`${sign}${Math.abs(q.change).toFixed(2)}`);
        // Red up, green down: the colour follows the sign.
        const colour = await panel.locator('.quote-price').evaluate((el) => getComputedStyle(el).color);
        expect(colour).toBe(
          q.change > 0 ? 'rgb(200, 22, 29)' : q.change < 0 ? 'rgb(10, 122, 50)' : 'rgb(102, 102, 102)',
        );
        await expect(panel.locator('.quote-stat').nth(4)).toContainText(converted(q.volume, lang));
        await expect(panel.locator('.quote-stat').nth(5)).toContainText(converted(q.turnover, lang));
      }
      const stock = quotes.find((q) => q.kind === 'stock');
      const bond = quotes.find((q) => q.kind === 'convertibleBond');
      if (!stock || !bond || !terms) throw new Error('quotes or bond terms missing');
      const value = (terms.faceValue / terms.conversionPrice) * stock.price;
      const premium = (bond.price / value - 1) * 100;
      const bondPart = view.locator('.quote-bond');
      await expect(bondPart.locator('.quote-stat').nth(0)).toContainText(terms.conversionPrice.toFixed(2));
      await expect(bondPart.locator('.quote-stat').nth(1)).toContainText(value.toFixed(2));
      await expect(bondPart.locator('.quote-stat').nth(2)).toContainText(
        `${premium >= 0 ? '+' : '−'}${Math.abs(premium).toFixed(2)}%`,
      );

      await expect(view.locator('.dividend-table thead')).toContainText(
        lang === 'zh' ? '派息总额（亿元）' : 'Total paid (RMB million)',
      );
      const rows = view.locator('.dividend-table tbody tr');
      await expect(rows).toHaveCount(dividends.length);
      for (const [i, d] of dividends.entries()) {
        await expect(rows.nth(i).locator('th')).toHaveText(d.title);
        await expect(rows.nth(i)).toContainText(d.cashPerTenShares.toFixed(2));
        await expect(rows.nth(i).locator('td').nth(1)).toHaveText(tabulated(d.totalCash, 'yuan', lang));
        await expect(rows.nth(i)).toContainText(d.exDate);
      }
      await expect(view.locator('a[href="#/securities/surveyList"]')).toBeVisible();
      await expect(view.locator('a[href="#/securities/marketNews"]')).toBeVisible();
      if (isMobile(info)) expect(await horizontalOverflow(page)).toBe(0);
      errors.expectNone();
    });
  }

  test('a quote is marked stale only when it is older than the delay note promises', async ({ page, request }) => {
    const quotes = await apiData<Quote[]>(request, API_PATHS.stockMarketList, 'en');
    let quoteTime = new Date().toISOString();
    await page.route('**/noToken/stockMarket/list*', async (route) => {
      const data = quotes.map((q) => ({ ...q, quoteTime }));
      await route.fulfill({ json: { code: 200, msg: 'Success', data } });
    });
    await open(page, 'en', '/securities');
    await expect(visiblePage(page).locator('.quote-panel')).toHaveCount(2);
    await expect(visiblePage(page).locator('.quote-stale')).toHaveCount(0);
    quoteTime = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await page.reload();
    await expect(visiblePage(page).locator('.quote-stale').first()).toContainText(/days ago|month ago/);
    await expect(visiblePage(page).locator('.quote-panel[data-stale="true"]')).toHaveCount(2);
  });

  test('announcements filter by kind and year, page with the filters kept, and search titles', async ({
    page,
    request,
  }, info) => {
    const errors = watchForErrors(page);
    const facets = await apiData<NoticeFacets>(request, API_PATHS.noticeFacets, 'zh');
    const paged = facets.types.find((t) => t.count > NOTICE_PAGE_SIZE);
    if (!paged) throw new Error('no kind of announcement fills two pages');
    await open(page, 'zh', '/announcement');
    const view = visiblePage(page);
    await expect(rowsOf(page)).toHaveCount(NOTICE_PAGE_SIZE);

    await view.locator(`.notice-chip[data-value="${paged.code}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#/announcement\\?type=${paged.code}$`));
    const first = await apiData<ListPage<Notice>>(request, API_PATHS.noticeList, 'zh', { type: paged.code });
    await expect(view.locator('.notice-count')).toContainText(String(paged.count));
    await expect(rowsOf(page).locator('.notice-title-text')).toHaveText(first.list.map((n) => n.title));

    await view.getByRole('link', { name: /下一页/ }).click();
    await expect(page).toHaveURL(new RegExp(`type=${paged.code}&page=2$`));
    const second = await apiData<ListPage<Notice>>(request, API_PATHS.noticeList, 'zh', {
      type: paged.code,
      pageNum: 2,
    });
    await expect(rowsOf(page).locator('.notice-title-text')).toHaveText(second.list.map((n) => n.title));
    await expect(rowsOf(page).locator('.notice-type')).toHaveText(second.list.map(() => paged.name));

    const year = facets.years.find((y) => y.year < facets.years[0]!.year)!.year;
    await view.locator(`.notice-chip[data-value="${year}"]`).click();
    await expect(page).toHaveURL(new RegExp(`type=${paged.code}&year=${year}$`));
    const both = await apiData<ListPage<Notice>>(request, API_PATHS.noticeList, 'zh', { type: paged.code, year });
    await expect(rowsOf(page).locator('.notice-title-text')).toHaveText(both.list.map((n) => n.title));
    await expect(rowsOf(page).locator('.notice-date')).toHaveText(both.list.map((n) => n.publishDate));

    await view.getByRole('link', { name: '清除筛选' }).click();
    await view.getByRole('searchbox').fill('付息');
    await view.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/keyword=/);
    const found = await apiData<ListPage<Notice>>(request, API_PATHS.noticeList, 'zh', { keyword: '付息' });
    expect(found.total).toBeGreaterThan(0);
    await expect(rowsOf(page).locator('.notice-title-text')).toHaveText(found.list.map((n) => n.title));

    // The filtered address, opened afresh, shows the same list.
    await page.goto(`/#/announcement?type=${paged.code}&year=${year}`);
    await expect(rowsOf(page).locator('.notice-title-text')).toHaveText(both.list.map((n) => n.title));
    await expect(rowsOf(page).first().locator('a.notice-download')).toHaveAttribute('download', /\.pdf$/);
    if (isMobile(info)) expect(await horizontalOverflow(page)).toBe(0);
    errors.expectNone();
  });

  test('announcement and report PDFs are served as application/pdf', async ({ page, request }) => {
    const notices = await apiData<ListPage<Notice>>(request, API_PATHS.noticeList, 'zh', { pageSize: 1 });
    const reports = await apiData<PeriodicReport[]>(request, API_PATHS.periodicReports, 'en');
    const english = reports.find((r) => r.fileLang === 'en');
    await open(page, 'zh', '/announcement');
    const href = await rowsOf(page).first().locator('.notice-title a').getAttribute('href');
    expect(href).toBe(notices.list[0]?.file.url);
    for (const url of [href ?? '', english?.file.url ?? '']) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('the feeds parse as RSS 2.0, list the newest items first, and every page links them in its head', async ({
    page,
    request,
  }) => {
    const notices = await apiData<ListPage<Notice>>(request, API_PATHS.noticeList, 'zh', { pageSize: 20 });
    await open(page, 'zh', '/');
    const feeds: [string, string[]][] = [[FEED_PATHS.announcements, notices.list.map((n) => n.title)]];
    for (const lang of LANGS) {
      const news = await apiData<ListPage<ArticleSummary>>(request, API_PATHS.securitiesNewsList, lang, {
        pageSize: 20,
      });
      feeds.push([FEED_PATHS.news[lang], news.list.map((a) => a.title)]);
    }
    for (const [path, titles] of feeds) {
      const res = await request.get(path);
      expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const parsed = await page.evaluate(
        (xml) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            version: doc.documentElement.getAttribute('version'),
            channel: doc.querySelector('channel > title')?.textContent,
            titles: [...doc.querySelectorAll('item > title')].map((t) => t.textContent),
            dates: [...doc.querySelectorAll('item > pubDate')].map((d) => Date.parse(d.textContent ?? '')),
          };
        },
        await res.text(),
      );
      expect(parsed.error, path).toBeNull();
      expect(parsed.version).toBe('2.0');
      expect(parsed.channel).toBeTruthy();
      expect(parsed.titles).toEqual(titles);
      expect(parsed.dates).toEqual([...parsed.dates].sort((a, b) => b - a));
    }
    const alternates = await page
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(alternates.sort()).toEqual([FEED_PATHS.announcements, FEED_PATHS.news.en, FEED_PATHS.news.zh].sort());
  });

  for (const lang of LANGS) {
    test(`/financial shows the key figures with their units, the chart and the periodic reports (${lang})`, async ({
      page,
      request,
    }, info) => {
      const errors = watchForErrors(page);
      const years = await apiData<FinancialYear[]>(request, API_PATHS.financialFigures, lang);
      const reports = await apiData<PeriodicReport[]>(request, API_PATHS.periodicReports, lang);
      await open(page, lang, '/financial');
      const view = visiblePage(page);
      const table = view.locator('.figures-table');
      await expect(table.locator('thead th[data-metric="revenue"]')).toContainText(
        lang === 'zh' ? '（亿元）' : '(RMB million)',
      );
      await expect(table.locator('thead th[data-metric="pigsSold"]')).toContainText(
        lang === 'zh' ? '（万头）' : '(million head)',
      );
      await expect(table.locator('tbody tr')).toHaveCount(years.length);
      const quantity = { revenue: 'yuan', netProfit: 'yuan', totalAssets: 'yuan', pigsSold: 'head' } as const;
      for (const y of years) {
        const row = table.locator(`tr[data-year="${y.year}"]`);
        for (const metric of ['revenue', 'netProfit', 'totalAssets', 'pigsSold'] as const) {
          await expect(row.locator(`td[data-metric="${metric}"]`)).toHaveText(
            tabulated(y[metric], quantity[metric], lang),
          );
        }
      }
      const latest = years.reduce((a, b) => (b.year > a.year ? b : a));
      const revenue = tabulated(latest.revenue, 'yuan', lang);
      await expect(view.locator('.latest-year [data-metric="revenue"] .latest-year-value')).toHaveText(
        lang === 'zh' ? `${revenue}亿元` : `RMB ${revenue} million`,
      );
      await expect(view.locator('.figure-chart figcaption')).toHaveText(
        lang === 'zh' ? '单位：亿元' : 'In RMB million',
      );
      const chart = view.locator('.figure-chart svg[role="img"]');
      await expect(chart.locator('.chart-bar')).toHaveCount(years.length);
      // Its text alternative reads every value, punctuated as its language is (full-width after Chinese).
      const said = years.map((y) => {
        const value = tabulated(y.revenue, 'yuan', lang);
        return lang === 'zh' ? `${y.year}年度：${value}亿元` : `FY${y.year}: RMB ${value} million`;
      });
      await expect(chart.locator('desc')).toHaveText(said.join(lang === 'zh' ? '；' : '; '));
      await view.locator('.tab[data-tab="netProfit"]').click();
      await expect(page).toHaveURL(/figure=netProfit/);
      const negative = years.filter((y) => y.netProfit < 0).length;
      await expect(chart.locator('.chart-bar[data-negative="true"]')).toHaveCount(negative);

      const links = view.locator('.report-matrix a.report-link');
      await expect(links).toHaveCount(reports.length);
      expect((await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
        reports.map((r) => r.file.url).sort(),
      );
      if (isMobile(info)) expect(await horizontalOverflow(page)).toBe(0);
      errors.expectNone();
    });

    test(`investor-survey records list newest first and open in full (${lang})`, async ({ page, request }, info) => {
      const errors = watchForErrors(page);
      const list = await apiData<ListPage<SurveySummary>>(request, API_PATHS.surveyList, lang, { pageSize: 6 });
      await open(page, lang, '/securities/surveyList');
      const view = visiblePage(page);
      await expect(view.locator('.survey-title')).toHaveText(list.list.map((s) => s.title));
      await expect(view.locator('.survey-form')).toHaveText(list.list.map((s) => s.form));
      const chosen = list.list[1];
      if (!chosen) throw new Error('too few survey records');
      await view.getByRole('link', { name: chosen.title }).click();
      await expect(page).toHaveURL(new RegExp(`#/securities/detail\\?id=${chosen.id}$`));
      const detail = await apiData<SurveyDetail>(request, API_PATHS.surveyDetail, lang, { id: chosen.id });
      const record = visiblePage(page).locator('.survey-record');
      await expect(record.locator('h2')).toHaveText(detail.title);
      await expect(record.locator('.survey-institution-list li')).toHaveText(detail.institutions);
      await expect(record.locator('.survey-body strong').first()).toBeVisible();
      await record.locator('a[rel="prev"]').click();
      await expect(page).toHaveURL(new RegExp(`id=${detail.prev?.id}$`));
      await expect(visiblePage(page).locator('.survey-record h2')).toHaveText(detail.prev?.title ?? '');
      if (isMobile(info)) expect(await horizontalOverflow(page)).toBe(0);
      errors.expectNone();
    });

    test(`the securities news list pages and opens its articles (${lang})`, async ({ page, request }, info) => {
      const errors = watchForErrors(page);
      const news = await apiData<ListPage<ArticleSummary>>(request, API_PATHS.securitiesNewsList, lang, {
        pageSize: 8,
      });
      await open(page, lang, '/securities/marketNews');
      const view = visiblePage(page);
      await expect(view.locator('.news-title')).toHaveText(news.list.map((a) => a.title));
      await expect(view.locator('a.ir-feed-link')).toHaveAttribute('href', FEED_PATHS.news[lang]);
      const first = news.list[0];
      if (!first) throw new Error('no securities news');
      await view.getByRole('link', { name: first.title }).click();
      await expect(page).toHaveURL(new RegExp(`#/detail/securitiesNews/${first.id}$`));
      await expect(visiblePage(page).locator('h1')).toHaveText(first.title);
      if (isMobile(info)) expect(await horizontalOverflow(page)).toBe(0);
      errors.expectNone();
    });

    test(`/contact gives the board office's phone, e-mail and the investor Q&A platform (${lang})`, async ({
      page,
    }, info) => {
      await open(page, lang, '/contact');
      const view = visiblePage(page);
      await expect(view.locator('.contact-line[data-kind="phone"] a')).toHaveAttribute('href', /^tel:\+?\d{10,}$/);
      await expect(view.locator('.contact-line[data-kind="email"] a')).toHaveAttribute('href', /^mailto:\S+@\S+$/);
      await expect(view.locator('.contact-line[data-kind="web"] a')).toHaveAttribute('href', /^https:\/\//);
      await expect(view.locator('.contact-line[data-kind="hours"]')).toBeVisible();
      if (isMobile(info)) expect(await horizontalOverflow(page)).toBe(0);
    });
  }

  const AXE_PAGES: [Lang, string][] = [
    ['zh', '/securities'],
    ['en', '/securities'],
    ['zh', '/announcement'],
    ['en', '/financial'],
    ['zh', '/securities/surveyList'],
    ['en', '/securities/detail?id=survey-2024-03-site-visit'],
    ['zh', '/securities/marketNews'],
    ['en', '/contact'],
  ];
  for (const [lang, route] of AXE_PAGES) {
    test(`${route} has no serious accessibility violation (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      await open(page, lang, route);
      await page.waitForLoadState('networkidle');
      // The header and footer are checked whole on the home page (accessibility.spec.ts).
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      const bad = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(bad).toEqual([]);
    });
  }

  test('kept-alive investor pages keep their filters when the menu brings the visitor back', async ({
    page,
    request,
  }) => {
    const facets = await apiData<NoticeFacets>(request, API_PATHS.noticeFacets, 'zh');
    const kind = facets.types.filter((t) => t.count > 0).at(-1);
    if (!kind) throw new Error('no kinds of announcement');
    await open(page, 'zh', `/announcement?type=${kind.code}`);
    await expect(rowsOf(page).first().locator('.notice-type')).toHaveText(kind.name);
    await goRoute(page, '/financial');
    await expect(visiblePage(page).locator('.figures-table')).toBeVisible();
    await goRoute(page, '/announcement');
    await expect(page).toHaveURL(new RegExp(`type=${kind.code}$`));
    await expect(rowsOf(page)).toHaveCount(kind.count);
    await expect(rowsOf(page).first().locator('.notice-type')).toHaveText(kind.name);
  });
});
