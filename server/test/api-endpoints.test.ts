import { API_PATHS, SPEC_DOUBLE_SLASH_PATHS } from '@muyuan/contract/api-paths';
import { GET_ENDPOINTS, type GetEndpointName } from '@muyuan/contract/endpoints';
import { envelopeSchema } from '@muyuan/contract/envelope';
import type { Lang } from '@muyuan/contract/lang';
import type { Page } from '@muyuan/contract/paging';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases.ts';
import { get, getData, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const LANGS: Lang[] = ['zh', 'en'];
const { newsList, securitiesNewsList, dynamicList } = GET_ENDPOINTS;

/** A query that makes each endpoint return content (details need an id from their list). */
async function sampleQuery(t: TestApp, name: GetEndpointName, lang: Lang): Promise<string> {
  const firstId = async (path: string) => (await getData<Page<ArticleSummary>>(t.app, path, lang)).list[0]?.id ?? 'x';
  switch (name) {
    case 'newsDetail':
      return qs({ id: await firstId(newsList.path) });
    case 'securitiesNewsDetail':
      return qs({ id: await firstId(securitiesNewsList.path) });
    case 'dynamicDetail':
      return qs({ id: await firstId(dynamicList.path) });
    case 'surveyDetail':
      return qs({ id: await firstId(GET_ENDPOINTS.surveyList.path) });
    case 'searchKey':
      return qs({ keyword: lang === 'zh' ? '饲料' : 'feed' });
    case 'searchDocuments':
      return qs({ keyword: lang === 'zh' ? '饲料' : 'revenue' });
    case 'commonBanners':
      return qs({ module: 'ecology' });
    case 'pageCopy':
      return qs({ id: 'introduction' });
    case 'priceHistory':
      return qs({ code: '002714' });
    default:
      return '';
  }
}

function isEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'list' in data && Array.isArray(data.list)) return data.list.length === 0;
  return data === null || data === undefined;
}

describe.each(databases())('content API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The seed's PDFs read (a listening server does it after its start) and the document index following them.
    await t.app.documentReader.run();
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  for (const [name, endpoint] of Object.entries(GET_ENDPOINTS) as [
    GetEndpointName,
    (typeof GET_ENDPOINTS)[GetEndpointName],
  ][]) {
    for (const lang of LANGS) {
      it(`${name} returns seeded content matching the contract in ${lang}`, async () => {
        const query = await sampleQuery(t, name, lang);
        const res = await get(t.app, `${endpoint.path}${query ? `?${query}` : ''}`, lang);
        expect(res.statusCode, res.body).toBe(200);
        const body = envelopeSchema(endpoint.data).parse(res.json());
        expect(body.code).toBe(200);
        expect(body.msg).toBe(lang === 'zh' ? '成功' : 'Success');
        expect(isEmpty(body.data)).toBe(false);
        expect(res.headers['content-language']).toBe(lang === 'zh' ? 'zh-CN' : 'en');
        expect(String(res.headers.vary)).toContain('lang');
      });
    }
  }

  it('pages lists with pageNum and pageSize and reports the total', async () => {
    const all = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?${qs({ pageSize: 100 })}`, 'zh');
    const p1 = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?${qs({ pageSize: 5 })}`, 'zh');
    const p2 = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?${qs({ pageSize: 5, pageNum: 2 })}`, 'zh');
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(all.list).toHaveLength(all.total);
    expect(p1.list.map((a) => a.id)).toEqual(all.list.slice(0, 5).map((a) => a.id));
    expect(p2.list.map((a) => a.id)).toEqual(all.list.slice(5, 10).map((a) => a.id));
    expect([p1.total, p2.total, p2.pageNum, p2.pageSize]).toEqual([all.total, all.total, 2, 5]);
    const dates = all.list.map((a) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const beyond = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?${qs({ pageNum: 999 })}`, 'zh');
    expect(beyond).toMatchObject({ list: [], total: all.total });
  });

  it('separates company news from media focus', async () => {
    const media = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?category=media&pageSize=100`, 'zh');
    expect(media.total).toBeGreaterThanOrEqual(6);
    const detail = await getData<{ category: string; sample: boolean }>(
      t.app,
      `${GET_ENDPOINTS.newsDetail.path}?id=${media.list[0]?.id}`,
      'zh',
    );
    expect(detail.category).toBe('media');
    // The media reports are illustrative (placeholder publications), flagged so their page says so.
    expect(detail.sample).toBe(true);
    const company = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?category=company`, 'en');
    const article = await getData<{ sample: boolean }>(
      t.app,
      `${GET_ENDPOINTS.newsDetail.path}?id=${company.list[0]?.id}`,
      'en',
    );
    expect(article.sample).toBe(false);
  });

  it('answers a detail by id with its neighbours, and 404 for an unknown id', async () => {
    const list = await getData<Page<ArticleSummary>>(t.app, `${dynamicList.path}?pageSize=100`, 'en');
    const second = list.list[1];
    const detail = await getData<{
      id: string;
      content: string;
      prev: { id: string } | null;
      next: { id: string } | null;
    }>(t.app, `${GET_ENDPOINTS.dynamicDetail.path}?id=${second?.id}`, 'en');
    expect(detail.id).toBe(second?.id);
    expect(detail.content).toMatch(/<p>/);
    expect(detail.prev?.id).toBe(list.list[0]?.id);
    expect(detail.next?.id).toBe(list.list[2]?.id ?? undefined);
    for (const lang of LANGS) {
      const res = await get(t.app, `${GET_ENDPOINTS.newsDetail.path}?id=no-such-article`, lang);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        msg: lang === 'zh' ? '您访问的内容不存在' : 'The requested content was not found',
        data: null,
      });
    }
  });

  it('skips Chinese-only records in English, in lists and details', async () => {
    const zh = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?pageSize=100`, 'zh');
    const en = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?pageSize=100`, 'en');
    const enIds = new Set(en.list.map((a) => a.id));
    const chineseOnly = zh.list.find((a) => !enIds.has(a.id));
    expect(en.total).toBeLessThan(zh.total);
    expect(chineseOnly).toBeDefined();
    expect((await get(t.app, `${GET_ENDPOINTS.newsDetail.path}?id=${chineseOnly?.id}`, 'en')).statusCode).toBe(404);
    expect((await get(t.app, `${GET_ENDPOINTS.newsDetail.path}?id=${chineseOnly?.id}`, 'zh')).statusCode).toBe(200);
  });

  it('says in which languages an article and a survey record are published (the language switch reads it)', async () => {
    const zh = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?pageSize=100`, 'zh');
    const en = await getData<Page<ArticleSummary>>(t.app, `${newsList.path}?pageSize=100`, 'en');
    const enIds = new Set(en.list.map((a) => a.id));
    const chineseOnly = zh.list.find((a) => !enIds.has(a.id));
    const both = zh.list.find((a) => enIds.has(a.id));
    const detail = (id: string | undefined, lang: Lang) =>
      getData<{ languages: Lang[] }>(t.app, `${GET_ENDPOINTS.newsDetail.path}?id=${id}`, lang);
    expect((await detail(chineseOnly?.id, 'zh')).languages).toEqual(['zh']);
    expect((await detail(both?.id, 'zh')).languages).toEqual(['zh', 'en']);
    expect((await detail(both?.id, 'en')).languages).toEqual(['zh', 'en']);
    const surveys = await getData<Page<{ id: string }>>(t.app, GET_ENDPOINTS.surveyList.path, 'en');
    const survey = await getData<{ languages: Lang[] }>(
      t.app,
      `${GET_ENDPOINTS.surveyDetail.path}?id=${surveys.list[0]?.id}`,
      'en',
    );
    expect(survey.languages).toEqual(['zh', 'en']);
  });

  it('returns the Chinese announcements whatever the language, filtered by year', async () => {
    type Notices = Page<{ title: string; publishDate: string; file: { url: string; size: number } }>;
    const zh = await getData<Notices>(t.app, `${GET_ENDPOINTS.noticeList.path}?pageSize=100`, 'zh');
    const en = await getData<Notices>(t.app, `${GET_ENDPOINTS.noticeList.path}?pageSize=100`, 'en');
    expect(zh.total).toBeGreaterThanOrEqual(20);
    expect(en).toEqual(zh);
    expect(
      zh.list.every((n) => /\p{Script=Han}/u.test(n.title) && n.file.url.endsWith('.pdf') && n.file.size > 0),
    ).toBe(true);
    const y2022 = await getData<Notices>(t.app, `${GET_ENDPOINTS.noticeList.path}?year=2022&pageSize=100`, 'zh');
    expect(y2022.total).toBeGreaterThan(0);
    expect(y2022.list.every((n) => n.publishDate.startsWith('2022'))).toBe(true);
  });

  it('serves banners by module, the home carousel, and the global banners without a module', async () => {
    type B = { id: string }[];
    const home = await getData<B>(t.app, GET_ENDPOINTS.getBannerList.path, 'zh');
    const homeModule = await getData<B>(t.app, `${GET_ENDPOINTS.commonBanners.path}?module=home`, 'zh');
    const global = await getData<B>(t.app, GET_ENDPOINTS.commonBanners.path, 'zh');
    const ecology = await getData<B>(t.app, `${GET_ENDPOINTS.commonBanners.path}?module=ecology`, 'en');
    const unknown = await getData<B>(t.app, `${GET_ENDPOINTS.commonBanners.path}?module=nothing-here`, 'zh');
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(homeModule).toEqual(home);
    expect(global.length).toBeGreaterThan(0);
    expect(global.map((b) => b.id)).not.toEqual(home.map((b) => b.id));
    expect(ecology.length).toBeGreaterThan(0);
    expect(unknown).toEqual([]);
  });

  it('quotes the A share 002714 and its convertible bond with change computed from the previous close', async () => {
    type Q = { code: string; kind: string; price: number; prevClose: number; change: number; changePercent: number };
    for (const lang of LANGS) {
      const quotes = await getData<Q[]>(t.app, GET_ENDPOINTS.stockMarketList.path, lang);
      expect(quotes.find((q) => q.code === '002714')?.kind).toBe('stock');
      expect(quotes.some((q) => q.kind === 'convertibleBond')).toBe(true);
      for (const q of quotes) {
        expect(q.change).toBeCloseTo(q.price - q.prevClose, 3);
        expect(q.changePercent).toBeCloseTo(((q.price - q.prevClose) / q.prevClose) * 100, 2);
      }
    }
  });

  it('accepts the spec paths written with a doubled slash and any repeated slashes', async () => {
    for (const [name, specPath] of Object.entries(SPEC_DOUBLE_SLASH_PATHS)) {
      const spec = await get(t.app, specPath, 'zh');
      const single = await get(t.app, API_PATHS[name as keyof typeof SPEC_DOUBLE_SLASH_PATHS], 'zh');
      expect(spec.statusCode).toBe(200);
      expect(spec.body).toBe(single.body);
    }
    const messy = await get(t.app, '/api//muyuan-official-website///noToken//home/getBannerList', 'en');
    expect(messy.statusCode).toBe(200);
  });

  it('answers unknown API paths with a 404 envelope in the request language', async () => {
    const zh = await get(t.app, '/api/muyuan-official-website/noToken/nothing/here');
    const en = await get(t.app, '/api/nothing', undefined, { 'accept-language': 'en-US,en;q=0.9' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ code: 404, msg: '您访问的内容不存在', data: null });
    expect(en.json()).toEqual({ code: 404, msg: 'The requested content was not found', data: null });
  });

  it('serves the OpenAPI document with every GET endpoint', async () => {
    const res = await get(t.app, '/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const endpoint of Object.values(GET_ENDPOINTS)) expect(doc.paths).toHaveProperty([endpoint.path]);
  });
});
