import { MAX_DOCUMENT_PAGE_HITS } from '@muyuan/contract/search';
import { snippet, snippetSource } from './snippet.ts';

export interface PageText {
  page: number;
  text: string;
}

export interface PageHit {
  page: number;
  snippet: string;
}

/** Occurrences of `term` in `lower`, counted up to `cap` (a page's hundredth mention adds nothing). */
function occurrences(lower: string, term: string, cap: number): number {
  let count = 0;
  for (let at = lower.indexOf(term); at >= 0 && count < cap; at = lower.indexOf(term, at + term.length)) count++;
  return count;
}

const OCCURRENCE_CAP = 20;

/**
 * The pages of one document that best match the query's terms: those holding the most distinct terms
 * first, then the most occurrences, then the earliest; each with a snippet around its first match.
 * Terms are the query's own (Chinese as bigrams, Latin words), found as substrings of the page's
 * lower-case text, so a prefix word ("feed") finds its longer forms there as the index did.
 */
export function pageHits(pages: readonly PageText[], terms: readonly string[]): PageHit[] {
  const lowerTerms = terms.map((t) => t.toLowerCase());
  const ranked = pages.flatMap((p) => {
    const source = snippetSource(p.text);
    let distinct = 0;
    let total = 0;
    for (const term of lowerTerms) {
      const found = occurrences(source.lower, term, OCCURRENCE_CAP);
      if (found > 0) distinct++;
      total += found;
    }
    return distinct > 0 ? [{ page: p.page, source, distinct, total }] : [];
  });
  ranked.sort((a, b) => b.distinct - a.distinct || b.total - a.total || a.page - b.page);
  return ranked.slice(0, MAX_DOCUMENT_PAGE_HITS).map((p) => ({ page: p.page, snippet: snippet(p.source, lowerTerms) }));
}
