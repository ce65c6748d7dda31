import { FEED_PATHS } from '@muyuan/contract/api-paths';
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
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { Lang } from '@muyuan/contract/lang';
import type { Page } from '@muyuan/contract/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases.ts';
import { get, getData, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const E = GET_ENDPOINTS;
const LANGS: Lang[] = ['zh', 'en'];
/** The public origin the feeds' links are written with (SITE_URL). */
const SITE = 'https://ir.example.com';

describe.each(databases())('investor-relations API on %s', (dialect) => {
  let t: TestApp;
  const notices = (query: Record<string, string | number>) =>
    getData<Page<Notice>>(t.app, `${E.noticeList.path}?${qs({ pageSize: 100, ...query })}`, 'zh');

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('gives every announcement a kind, and counts the kinds and years the list can be filtered by', async () => {
    const all = await notices({});
    const facets = await getData<NoticeFacets>(t.app, E.noticeFacets.path, 'zh');
    expect(facets.total).toBe(all.total);
    expect(facets.years.map((y) => y.year)).toEqual([...facets.years.map((y) => y.year)].sort().reverse());
    expect(facets.years.reduce((n, y) => n + y.count, 0)).toBe(all.total);
    expect(facets.types.reduce((n, ty) => n + ty.count, 0)).toBe(all.total);
    const names = new Map(facets.types.map((ty) => [ty.code, ty.name]));
    expect(all.list.every((n) => names.get(n.type) === n.typeName && n.typeName !== '')).toBe(true);
    for (const type of facets.types) {
      const filtered = await notices({ type: type.code });
      expect(filtered.total, type.code).toBe(type.count);
      expect(filtered.list.every((n) => n.type === type.code)).toBe(true);
    }
  });

  it('filters announcements by year and kind together, and pages the filtered list', async () => {
    const periodic2021 = await notices({ year: 2021, type: 'periodic' });
    expect(periodic2021.total).toBeGreaterThan(1);
    expect(periodic2021.list.every((n) => n.type === 'periodic' && n.publishDate.startsWith('2021'))).toBe(true);
    const first = await notices({ year: 2021, type: 'periodic', pageSize: 1 });
    const second = await notices({ year: 2021, type: 'periodic', pageSize: 1, pageNum: 2 });
    expect([first.total, second.total]).toEqual([periodic2021.total, periodic2021.total]);
    expect([first.list[0]?.id, second.list[0]?.id]).toEqual(periodic2021.list.slice(0, 2).map((n) => n.id));
    expect(await notices({ type: 'no-such-kind' })).toMatchObject({ list: [], total: 0 });
  });

  it('searches announcement titles, treating LIKE wildcards as plain characters', async () => {
    const bond = await notices({ keyword: '牧原转债' });
    expect(bond.total).toBeGreaterThan(0);
    expect(bond.list.every((n) => n.title.includes('牧原转债'))).toBe(true);
    expect((await notices({ keyword: '%' })).total).toBe(0);
    expect((await notices({ keyword: '_' })).total).toBe(0);
    const padded = await notices({ keyword: '  季度报告 ' });
    expect(padded.total).toBeGreaterThan(0);
    expect(padded.list.every((n) => n.title.includes('季度报告'))).toBe(true);
    for (const bad of ['type=a%20b', 'type=', `keyword=${'x'.repeat(51)}`, 'keyword=%20%20']) {
      const res = await get(t.app, `${E.noticeList.path}?${bad}`, 'en');
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('lists investor-survey records newest first and shows each with its neighbours', async () => {
    for (const lang of LANGS) {
      const list = await getData<Page<SurveySummary>>(t.app, `${E.surveyList.path}?pageSize=100`, lang);
      expect(list.total).toBeGreaterThanOrEqual(6);
      const dates = list.list.map((s) => s.surveyDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(list.list.every((s) => s.institutions.length > 0 && s.form && s.summary)).toBe(true);
      const second = list.list[1];
      const detail = await getData<SurveyDetail>(t.app, `${E.surveyDetail.path}?id=${second?.id}`, lang);
      expect(detail).toMatchObject({ id: second?.id, title: second?.title, institutions: second?.institutions });
      expect(detail.content).toMatch(/<p>.*<strong>/s);
      expect(detail.prev?.id).toBe(list.list[0]?.id);
      expect(detail.next?.id).toBe(list.list[2]?.id);
    }
    expect((await get(t.app, `${E.surveyDetail.path}?id=no-such-survey`, 'zh')).statusCode).toBe(404);
  });

  it("holds the spec's 2021 distribution: 1.32 billion yuan, 2.48 yuan per 10 shares, ex-date 9 June 2022", async () => {
    for (const lang of LANGS) {
      const list = await getData<Dividend[]>(t.app, E.dividends.path, lang);
      const exDates = list.map((d) => d.exDate);
      expect(exDates).toEqual([...exDates].sort().reverse());
      const fy2021 = list.find((d) => d.fiscalYear === 2021);
      expect(fy2021).toMatchObject({ totalCash: 1_320_000_000, cashPerTenShares: 2.48, exDate: '2022-06-09' });
      expect(list.length).toBeGreaterThan(3);
    }
  });

  it('serves the key figures oldest first, the same in both languages, with 40.26 million pigs sold in 2021', async () => {
    const zh = await getData<FinancialYear[]>(t.app, E.financialFigures.path, 'zh');
    const en = await getData<FinancialYear[]>(t.app, E.financialFigures.path, 'en');
    expect(en).toEqual(zh);
    expect(zh.length).toBeGreaterThanOrEqual(5);
    expect(zh.map((y) => y.year)).toEqual([...zh.map((y) => y.year)].sort());
    expect(zh.find((y) => y.year === 2021)?.pigsSold).toBe(40_260_000);
    // Amounts are yuan as plain numbers: well above what a 32-bit column would hold.
    expect(Math.max(...zh.map((y) => y.revenue))).toBeGreaterThan(2 ** 31);
  });

  it('lists periodic reports newest first, with English PDFs in English where they exist', async () => {
    const zh = await getData<PeriodicReport[]>(t.app, E.periodicReports.path, 'zh');
    const en = await getData<PeriodicReport[]>(t.app, E.periodicReports.path, 'en');
    expect(zh.map((r) => r.id)).toEqual(en.map((r) => r.id));
    expect(zh.map((r) => r.publishDate)).toEqual([...zh.map((r) => r.publishDate)].sort().reverse());
    expect(new Set(zh.map((r) => r.period))).toEqual(new Set(['q1', 'halfYear', 'q3', 'annual']));
    expect(zh.every((r) => r.fileLang === 'zh' && r.file.size > 0 && r.file.url.endsWith('.pdf'))).toBe(true);
    const english = en.filter((r) => r.fileLang === 'en');
    expect(english.length).toBeGreaterThan(0);
    for (const r of english) {
      expect(r.file.url).not.toBe(zh.find((z) => z.id === r.id)?.file.url);
      expect(r.file.size).toBeGreaterThan(0);
    }
    const chineseOnly = en.filter((r) => r.fileLang === 'zh');
    for (const r of chineseOnly) expect(r.file.url).toBe(zh.find((z) => z.id === r.id)?.file.url);
  });

  it('gives the terms of the convertible bond 127045, which converts into 002714', async () => {
    for (const lang of LANGS) {
      const [bond] = await getData<BondTerms[]>(t.app, E.bondTerms.path, lang);
      expect(bond).toMatchObject({ code: '127045', stockCode: '002714', faceValue: 100 });
      expect(bond?.conversionPrice).toBeGreaterThan(0);
      expect(bond?.maturityDate && bond.issueDate < bond.maturityDate).toBe(true);
    }
  });
});

describe.each(databases())('RSS feeds on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { siteUrl: SITE });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const items = (xml: string) =>
    [...xml.matchAll(/<item><title>(.*?)<\/title><link>(.*?)<\/link>/g)].map((m) => ({ title: m[1], link: m[2] }));
  const feed = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('lists the newest announcements first, each linking its PDF, as RSS 2.0', async () => {
    const res = await feed(FEED_PATHS.announcements);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.body).toContain('<language>zh-CN</language>');
    const latest = await getData<Page<Notice>>(t.app, `${GET_ENDPOINTS.noticeList.path}?pageSize=20`, 'zh');
    expect(items(res.body)).toEqual(latest.list.map((n) => ({ title: n.title, link: `${SITE}${n.file.url}` })));
    expect(res.body).toContain('type="application/pdf"');
  });

  it('serves the securities news per language, linking the article pages of that language', async () => {
    for (const lang of LANGS) {
      const res = await feed(FEED_PATHS.news[lang]);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe(lang === 'zh' ? 'zh-CN' : 'en');
      const latest = await getData<Page<{ id: string; title: string }>>(
        t.app,
        `${GET_ENDPOINTS.securitiesNewsList.path}?pageSize=20`,
        lang,
      );
      const base = lang === 'en' ? `${SITE}/en` : SITE;
      expect(items(res.body)).toEqual(
        latest.list.map((a) => ({ title: a.title, link: `${base}/detail/securitiesNews/${a.id}` })),
      );
    }
    expect((await feed('/feeds/en/announcements.xml')).statusCode).toBe(404);
  });

  it('keeps the bytes per content version with an ETag, and answers If-None-Match with 304', async () => {
    const first = await feed(FEED_PATHS.news.zh);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await feed(FEED_PATHS.news.zh, { 'if-none-match': etag })).statusCode).toBe(304);
    const gzip = await feed(FEED_PATHS.news.zh, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Links never take the request's Host: another host gets the same bytes.
    const other = await feed(FEED_PATHS.news.zh, { host: 'mirror.example.org:8443' });
    expect(other.body).toBe(first.body);
    expect(other.headers.etag).toBe(etag);
  });

  it('escapes what it writes, never writes the Host it was sent, and answers other methods with 405', async () => {
    await t.db
      .updateTable('notices')
      .set({ title: 'A & B <script>' })
      .where('id', '=', 'notice-2026-sales-bulletin-jan')
      .execute();
    t.app.contentState.cache.clear();
    const res = await feed(FEED_PATHS.announcements);
    expect(res.body).toContain('<title>A &amp; B &lt;script&gt;</title>');
    expect(res.body).not.toContain('<script>');
    const hostile = await feed(FEED_PATHS.announcements, { host: 'evil.example"><x' });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).toBe(res.body);
    const post = await t.app.inject({ method: 'POST', url: FEED_PATHS.announcements, headers: { host: 'x' } });
    expect(post.statusCode).toBe(405);
  });
});
