import { describe, expect, it } from 'vitest';
import { MIN_DISTINCT_SEARCHES, searchVocabulary, uncachedSearchRequests } from './search-vocabulary.ts';

describe('searchVocabulary', () => {
  it('takes English words of four letters or more, lower-cased, and every pair of adjacent Chinese characters', () => {
    const vocabulary = searchVocabulary(['title: Pig farming, pig feed at 85 C', '内容: 生猪养殖。牧原']);
    expect(vocabulary.en).toEqual(['farming', 'feed', 'title']);
    // Punctuation ends a run: no pair spans "殖。牧".
    expect(new Set(vocabulary.zh)).toEqual(new Set(['内容', '生猪', '猪养', '养殖', '牧原']));
  });
});

describe('uncachedSearchRequests', () => {
  it('gives more distinct queries than the minimum, so the server cache cannot answer them', () => {
    const requests = uncachedSearchRequests();
    const distinct = new Set(requests.map((r) => `${r.lang} ${r.path}`));
    expect(distinct.size).toBe(requests.length);
    expect(distinct.size).toBeGreaterThanOrEqual(MIN_DISTINCT_SEARCHES);
  });

  it('asks for the first page of results every time, so answers are full-size', () => {
    expect(uncachedSearchRequests().every((r) => r.path.includes('pageNum=1&'))).toBe(true);
  });
});
