import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { HomeNewsItem } from '@muyuan/contract/home';
import type { Lang } from '@muyuan/contract/lang';
import type { Page } from '@muyuan/contract/paging';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases.ts';
import { get, getData, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const { newsList, newsDetail, getHomeNews } = GET_ENDPOINTS;
const LANGS: Lang[] = ['zh', 'en'];

describe.each(databases())('recruitment news on %s', (dialect) => {
  let t: TestApp;
  const list = (lang: Lang, query: Record<string, string | number>) =>
    getData<Page<ArticleSummary>>(t.app, `${newsList.path}?${qs(query)}`, lang);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  for (const lang of LANGS) {
    it(`are a category of the news list, newest first and paged (${lang})`, async () => {
      const all = await list(lang, { category: 'recruitment', pageSize: 100 });
      expect(all.total).toBeGreaterThanOrEqual(5);
      expect(all.list).toHaveLength(all.total);
      const dates = all.list.map((a) => a.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const second = await list(lang, { category: 'recruitment', pageSize: 2, pageNum: 2 });
      expect(second.list.map((a) => a.id)).toEqual(all.list.slice(2, 4).map((a) => a.id));
      expect(second.total).toBe(all.total);
    });

    it(`stay out of company news, media focus and the home page (${lang})`, async () => {
      const recruitment = new Set((await list(lang, { category: 'recruitment', pageSize: 100 })).list.map((a) => a.id));
      const company = await list(lang, { pageSize: 100 });
      const media = await list(lang, { category: 'media', pageSize: 100 });
      const home = await getData<HomeNewsItem[]>(t.app, getHomeNews.path, lang);
      for (const ids of [company.list, media.list, home].map((l) => l.map((a) => a.id))) {
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.filter((id) => recruitment.has(id))).toEqual([]);
      }
      expect(new Set(home.map((n) => n.category))).toEqual(new Set(['company', 'media']));
    });

    it(`have details of category recruitment whose neighbours are recruitment news (${lang})`, async () => {
      const all = await list(lang, { category: 'recruitment', pageSize: 100 });
      const ids = all.list.map((a) => a.id);
      const second = ids[1];
      const detail = await getData<{
        id: string;
        category: string;
        content: string;
        prev: { id: string } | null;
        next: { id: string } | null;
      }>(t.app, `${newsDetail.path}?${qs({ id: second ?? '' })}`, lang);
      expect(detail.category).toBe('recruitment');
      expect(detail.content).toMatch(/<p>/);
      expect(detail.prev?.id).toBe(ids[0]);
      expect(detail.next?.id).toBe(ids[2]);
    });
  }

  it('refuses a category the list does not know, in the request language', async () => {
    for (const lang of LANGS) {
      const res = await get(t.app, `${newsList.path}?category=jobs`, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
    }
  });
});
