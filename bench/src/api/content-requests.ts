import { noticeList } from '@muyuan/contract/bond-matter';
import { breedPigs } from '@muyuan/contract/business';
import { commonBanners } from '@muyuan/contract/common';
import { getBannerList, getHomeNews } from '@muyuan/contract/home';
import { brief, newsList } from '@muyuan/contract/introduce';
import { searchKey } from '@muyuan/contract/search';
import { reportList } from '@muyuan/contract/social-responsibility';
import { stockMarketList } from '@muyuan/contract/stock-market';
import type { LangRequest } from './run-wrk.ts';

/** Eight cacheable content calls the site makes on its busiest pages, with the query the web sends. */
const CONTENT_PATHS: readonly string[] = [
  `${newsList.path}?pageNum=1&pageSize=10`,
  `${noticeList.path}?pageNum=1&pageSize=10`,
  getBannerList.path,
  `${commonBanners.path}?module=ecology`,
  stockMarketList.path,
  brief.path,
  reportList.path,
  breedPigs.path,
];

const LANGS = ['zh', 'en'] as const;

/** Every content path in both languages: the rotation of the cached-content load. */
export const CACHED_CONTENT_REQUESTS: readonly LangRequest[] = CONTENT_PATHS.flatMap((path) =>
  LANGS.map((lang) => ({ lang, path })),
);

/** Site search with a keyword in each language, as the search page sends it. */
export const SEARCH_REQUESTS: readonly LangRequest[] = [
  { lang: 'zh', path: `${searchKey.path}?keyword=${encodeURIComponent('生猪')}&pageNum=1&pageSize=10` },
  { lang: 'en', path: `${searchKey.path}?keyword=pig&pageNum=1&pageSize=10` },
];

/** One endpoint measured side by side with nginx serving its saved answer. */
export interface ComparedEndpoint {
  name: string;
  kind: 'content' | 'search';
  request: LangRequest;
}

/**
 * Three content calls of the home and company pages (answers of one to a few kB) and one search, each a
 * fixed request in Chinese: after the first request each is a response-cache hit.
 */
export const COMPARED_ENDPOINTS: readonly ComparedEndpoint[] = [
  { name: 'home/getHomeNews', kind: 'content', request: { lang: 'zh', path: getHomeNews.path } },
  {
    name: 'introduce/newsList',
    kind: 'content',
    request: { lang: 'zh', path: `${newsList.path}?pageNum=1&pageSize=10` },
  },
  { name: 'introduce/brief', kind: 'content', request: { lang: 'zh', path: brief.path } },
  { name: 'searchKey', kind: 'search', request: SEARCH_REQUESTS[0] as LangRequest },
];

/**
 * Fails before any load when a call does not answer HTTP 200 with envelope code 200: a load test of
 * error responses would report fast, meaningless figures.
 */
export async function checkRequestsAnswer(baseUrl: string, requests: readonly LangRequest[]): Promise<void> {
  for (const { lang, path } of requests) {
    const res = await fetch(baseUrl + path, { headers: { lang } });
    const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
    if (res.status !== 200 || body?.code !== 200) {
      throw new Error(`GET ${path} (lang ${lang}) answered HTTP ${res.status}, code ${String(body?.code)}`);
    }
  }
}
