import type { Lang } from '@muyuan/contract/lang';
import type { ContentState } from '../../content-state.ts';
import type { SearchOutcome } from './search-tally.ts';

type Indexes = Pick<ContentState, 'search' | 'documents'>;

/** What a search found, given its page count: documents are counted (in the in-process index) only when no page was. */
export function outcomeOf(indexes: Indexes, lang: Lang, keyword: string, pages: number): SearchOutcome {
  if (pages > 0) return 'pages';
  return indexes.documents.count(lang, keyword) > 0 ? 'documents' : 'nothing';
}

/** What a keyword finds now (no page of hits is built). */
export const searchOutcomeNow = (indexes: Indexes, lang: Lang, keyword: string): SearchOutcome =>
  outcomeOf(indexes, lang, keyword, indexes.search.search(lang, keyword, 1, 0).total);
