import { searchDocuments, searchKey } from '@muyuan/contract/search';
import type { LangRequest } from '../api/run-wrk.ts';
import { COMMON_WORDS, fileWord, PAGES_PER_DOCUMENT, pageWord, scriptOf } from './corpus-text.ts';

/** One search in every this many asks for a word all documents of a script share (many to rank and cut snippets of). */
export const COMMON_EVERY = 10;

/** The shared words alone, then each ordered pair of them (both words must occur): 64 searches per script. */
const SHARED_KEYWORDS = {
  chinese: sharedKeywords(COMMON_WORDS.chinese),
  latin: sharedKeywords(COMMON_WORDS.latin),
};

function sharedKeywords(words: readonly string[]): string[] {
  return [...words, ...words.flatMap((a) => words.filter((b) => b !== a).map((b) => `${a} ${b}`))];
}

/**
 * The keywords of the documents line, each once: every page's own word (one document, one page), each
 * file's word after its pages (one document, all its pages) and, one search in COMMON_EVERY, a word every
 * document of its script holds (or two of them), with the next page size after each round so that no
 * two are the same search.
 */
export function documentKeywords(documents: number): { keyword: string; pageSize: number }[] {
  const out: { keyword: string; pageSize: number }[] = [];
  let common = 0;
  const push = (keyword: string) => {
    out.push({ keyword, pageSize: 10 });
    if (out.length % COMMON_EVERY === COMMON_EVERY - 1) {
      const keywords = SHARED_KEYWORDS[scriptOf(common)];
      const k = Math.floor(common / 2);
      out.push({ keyword: keywords[k % keywords.length] ?? '', pageSize: 10 + Math.floor(k / keywords.length) });
      common++;
    }
  };
  for (let doc = 0; doc < documents; doc++) {
    for (let page = 0; page < PAGES_PER_DOCUMENT; page++) push(pageWord(doc, page));
    push(fileWord(doc));
  }
  return out;
}

/**
 * What the site's search page asks for each keyword (web/src/pages/search/): the site search and the
 * search inside the PDFs, one after the other, on the Chinese site (the English one shows no search box).
 * searchKey answers are kept in the response cache, so every keyword is asked once; searchDocuments
 * answers are never kept (server/src/content/search/routes.ts).
 */
export function documentSearchRequests(documents: number): LangRequest[] {
  return documentKeywords(documents).flatMap(({ keyword, pageSize }) => {
    const query = `keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=${pageSize}`;
    return [
      { lang: 'zh' as const, path: `${searchKey.path}?${query}` },
      { lang: 'zh' as const, path: `${searchDocuments.path}?${query}` },
    ];
  });
}
