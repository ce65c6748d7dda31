import { resolve } from 'node:path';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import { PAGE_FRAGMENT_PATH } from '@muyuan/contract/prerender';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { databases } from './helpers/databases.ts';
import { readPage } from './helpers/page-html.ts';
import { get, getData } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
const UNKNOWN_ID = 'survey-that-never-was';
/** The not-found page's title in each language, as the site names it (web/src/i18n/locales). */
const NOT_FOUND_TITLE: Record<Lang, RegExp> = { zh: /^页面不存在 - /, en: /^Page not found - / };
const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '');

describe.each(databases())('unknown survey records on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { webDist: WEB_DIST, siteUrl: 'https://www.example.com' });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const fetchPage = (path: string) => get(t.app, path, undefined, { accept: 'text/html' });

  it.each(['zh', 'en'] as const)(
    'answers an unknown id at its path address with a 404 not-found page (%s)',
    async (lang) => {
      // The API has no such record: that is what makes the address unknown.
      expect((await get(t.app, `${API_PATHS.surveyDetail}?id=${UNKNOWN_ID}`, lang)).statusCode).toBe(404);
      const res = await fetchPage(`${prefixOf(lang)}/securities/detail?id=${UNKNOWN_ID}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = readPage(res.body);
      expect(page.lang).toBe(lang === 'en' ? 'en' : 'zh-CN');
      expect(page.title).toMatch(NOT_FOUND_TITLE[lang]);
      expect(page.meta.get('robots')).toBe('noindex, follow');
      // No loading placeholder that never resolves: the app's shell, which shows the not-found page.
      expect(page.rootText).toBe('');
      expect(res.body).not.toContain('加载中');
    },
  );

  it.each(['zh', 'en'] as const)('has no page fragment for an unknown id at its hash address (%s)', async (lang) => {
    const res = await get(t.app, `${PAGE_FRAGMENT_PATH}${prefixOf(lang)}/securities/detail?id=${UNKNOWN_ID}`);
    expect(res.statusCode).toBe(404);
  });

  it('still answers a known record at both addresses with 200', async () => {
    const [known] = (await getData<{ list: { id: string }[] }>(t.app, API_PATHS.surveyList, 'zh')).list;
    const path = `/securities/detail?id=${encodeURIComponent(known?.id ?? '')}`;
    expect((await fetchPage(path)).statusCode).toBe(200);
    expect((await get(t.app, `${PAGE_FRAGMENT_PATH}${path}`)).statusCode).toBe(200);
  });
});
