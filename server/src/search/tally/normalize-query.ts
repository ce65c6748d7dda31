import { MAX_SEARCH_KEYWORD_LENGTH } from '@muyuan/contract/constants';

/**
 * A search as the tally counts it: trimmed, runs of white space made one space, case-folded, and cut to
 * the longest keyword the API takes (by code points, so a character is never split). `Foo  Bar` and
 * `foo bar` are one query; the search index treats them alike too (its tokenizer lowercases and splits
 * on spaces), so what one of them found, the other found.
 */
export function normalizeQuery(keyword: string): string {
  const folded = keyword.trim().replace(/\s+/gu, ' ').toLowerCase();
  if (folded.length <= MAX_SEARCH_KEYWORD_LENGTH) return folded;
  return [...folded].slice(0, MAX_SEARCH_KEYWORD_LENGTH).join('').trimEnd();
}
