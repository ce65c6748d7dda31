import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchKey } from '@muyuan/contract/search';
import { REPO_ROOT } from '../lib/repo-paths.ts';
import type { LangRequest } from './run-wrk.ts';

/**
 * The server caches search answers per parsed query, so one keyword repeated would measure the cache.
 * Rotating over more distinct queries than the cache holds (the search scenarios run the server with
 * a small CACHE_MAX_BYTES) makes every request a real search, like visitors typing different words.
 */
export const MIN_DISTINCT_SEARCHES = 10_000;

function contentTexts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'media' ? [] : contentTexts(path);
    return /\.(ya?ml|md)$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Words visitors could search for: English words of 4+ letters and Chinese character pairs from the site's copy. */
export function searchVocabulary(texts: readonly string[]): { zh: string[]; en: string[] } {
  const en = new Set<string>();
  const zh = new Set<string>();
  for (const text of texts) {
    for (const [word] of text.matchAll(/\b[A-Za-z]{4,}\b/g)) en.add(word.toLowerCase());
    for (const [run] of text.matchAll(/\p{Script=Han}+/gu)) {
      const chars = [...run];
      for (let i = 0; i + 1 < chars.length; i++) zh.add(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return { zh: [...zh].sort(), en: [...en].sort() };
}

/**
 * At least MIN_DISTINCT_SEARCHES distinct search requests. When words run short the same words come
 * again with another page size (10, 11, ...): a distinct cache key and the same search work, and still
 * the first page of results (a later page would mostly be an empty list, too small to compress).
 */
export function uncachedSearchRequests(contentDir = join(REPO_ROOT, 'content')): LangRequest[] {
  const { zh, en } = searchVocabulary(contentTexts(contentDir));
  const words: LangRequest[] = [
    ...zh.map((w) => ({ lang: 'zh' as const, path: w })),
    ...en.map((w) => ({ lang: 'en' as const, path: w })),
  ];
  if (words.length === 0) throw new Error(`no words found in ${contentDir}`);
  const rounds = Math.ceil(MIN_DISTINCT_SEARCHES / words.length);
  const requests: LangRequest[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { lang, path: word } of words) {
      requests.push({
        lang,
        path: `${searchKey.path}?keyword=${encodeURIComponent(word)}&pageNum=1&pageSize=${10 + round}`,
      });
    }
  }
  return requests;
}
