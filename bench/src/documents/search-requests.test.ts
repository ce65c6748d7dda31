import { searchDocuments, searchKey } from '@muyuan/contract/search';
import { describe, expect, it } from 'vitest';
import { COMMON_WORDS, fileWord, pageWord } from './corpus-text.ts';
import { COMMON_EVERY, documentKeywords, documentSearchRequests } from './search-requests.ts';

describe('the documents line’s searches', () => {
  it('asks every page’s word, every file’s word and, one in ten, shared words, never the same search twice', () => {
    const keywords = documentKeywords(1000);
    const keys = keywords.map((k) => `${k.keyword}/${k.pageSize}`);
    expect(new Set(keys).size).toBe(keys.length);
    const words = new Set(keywords.map((k) => k.keyword));
    expect(words.has(pageWord(999, 19))).toBe(true);
    expect(words.has(fileWord(42))).toBe(true);
    const sharedWords = [...COMMON_WORDS.chinese, ...COMMON_WORDS.latin];
    const shared = keywords.filter((k) => k.keyword.split(' ').every((w) => sharedWords.includes(w)));
    expect(shared.length).toBe(Math.floor(keywords.length / COMMON_EVERY));
    expect(shared.map((k) => k.keyword)).toEqual(expect.arrayContaining(['饲料', 'feed', '饲料 生猪', 'pigs feed']));
    // Within the API's page size limit.
    expect(Math.max(...keywords.map((k) => k.pageSize))).toBeLessThanOrEqual(100);
  });

  it('asks the site search and the documents for each keyword, in Chinese, as the search page does', () => {
    const requests = documentSearchRequests(1);
    expect(requests.slice(0, 2)).toEqual([
      { lang: 'zh', path: `${searchKey.path}?keyword=${encodeURIComponent(pageWord(0, 0))}&pageNum=1&pageSize=10` },
      {
        lang: 'zh',
        path: `${searchDocuments.path}?keyword=${encodeURIComponent(pageWord(0, 0))}&pageNum=1&pageSize=10`,
      },
    ]);
    expect(requests.every((r) => !/\s/.test(r.path))).toBe(true);
  });
});
