import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { Lang } from '@muyuan/contract/lang';
import type { Page } from '@muyuan/contract/paging';
import type { SearchHit } from '@muyuan/contract/search';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import { detailRoute, findRoute } from '@muyuan/contract/sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { databases } from './helpers/databases.ts';
import { getData, qs } from './helpers/requests.ts';
import { CONTENT_DIR, createTestApp, type TestApp } from './helpers/test-app.ts';

const search = (t: TestApp, keyword: string, lang: Lang, extra: Record<string, number> = {}) =>
  getData<Page<SearchHit>>(t.app, `${GET_ENDPOINTS.searchKey.path}?${qs({ keyword, ...extra })}`, lang);

describe.each(databases())('searchKey on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it.each(['饲料', '育种'])('finds the two-character Chinese word %s', async (word) => {
    const result = await search(t, word, 'zh');
    expect(result.total).toBeGreaterThan(0);
    expect(result.list[0]?.title.includes(word) || result.list[0]?.snippet.includes(word)).toBe(true);
  });

  it('finds English words in English content, including longer forms by prefix', async () => {
    const result = await search(t, 'feed', 'en');
    expect(result.total).toBeGreaterThan(0);
    expect(result.list.every((h) => !/\p{Script=Han}/u.test(h.title) || h.kind === 'notice')).toBe(true);
  });

  it('ranks a news article first when searched by its title, with its detail route', async () => {
    const news = await getData<Page<ArticleSummary>>(t.app, GET_ENDPOINTS.newsList.path, 'zh');
    const article = news.list[2];
    if (!article) throw new Error('no news seeded');
    const result = await search(t, article.title, 'zh');
    expect(result.list[0]).toMatchObject({ id: article.id, kind: 'news', route: detailRoute('news', article.id) });
  });

  it('finds a static page by the title in its page copy, with the page route', async () => {
    const copy = parse(readFileSync(resolve(CONTENT_DIR, 'pages/feedProcessing/zh.yaml'), 'utf8')) as { title: string };
    const result = await search(t, copy.title, 'zh');
    const hit = result.list.find((h) => h.kind === 'page' && h.id === 'feedProcessing');
    expect(hit?.route).toBe(findRoute('/feedProcessing')?.item.link);
  });

  it.each([
    ['zh', '生猪出栏', '4026.00万头'],
    ['en', 'slaughter capacity', '22.00 million pigs'],
  ] as const)(
    'excerpts figures as the %s page shows them (%s: %s), never the stored number',
    async (lang, word, shown) => {
      const result = await search(t, word, lang, { pageSize: 100 });
      const snippets = result.list.map((h) => h.snippet);
      expect(snippets.some((s) => s.includes(shown))).toBe(true);
      expect(snippets.join('\n')).not.toMatch(/40260000|22000000/);
    },
  );

  it('finds announcements, whose route is their PDF', async () => {
    const result = await search(t, '公告', 'zh', { pageSize: 50 });
    const notice = result.list.find((h) => h.kind === 'notice');
    expect(notice?.route).toMatch(/^\/media\/.+\.pdf$/);
  });

  it('pages the ranked hits and keeps the total', async () => {
    const all = await search(t, '牧原', 'zh', { pageSize: 100 });
    const second = await search(t, '牧原', 'zh', { pageSize: 3, pageNum: 2 });
    expect(all.total).toBeGreaterThan(5);
    expect(second.total).toBe(all.total);
    expect(second.list.map((h) => h.id)).toEqual(all.list.slice(3, 6).map((h) => h.id));
    const scores = all.list.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('returns an empty page for a word that appears nowhere', async () => {
    expect(await search(t, 'zzqxv', 'en')).toMatchObject({ list: [], total: 0 });
  });
});
