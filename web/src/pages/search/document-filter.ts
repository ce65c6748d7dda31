import type { DocumentKind } from '@muyuan/contract/search';
import type { DocumentFilter } from '../../api/search.ts';
import { readPage } from '../../components/pager/page-items.ts';
import { withQuery } from '../../routing/hash-location.ts';

export const SEARCH_PATH = '/search';

/**
 * The documents group's parameters in the search page's address (`#/search?keyword=饲料&docKind=announcement&docYear=2024&docPage=2`),
 * named apart from the page results' own `page`, so paging one group keeps the other where it is.
 */
export const DOCUMENT_PARAMS = { kind: 'docKind', year: 'docYear', page: 'docPage' } as const;

/** Every kind the contract knows (typed against it, so a kind added there must be added here). */
const DOCUMENT_KINDS: Record<DocumentKind, true> = {
  announcement: true,
  periodicReport: true,
  responsibilityReport: true,
  other: true,
};
const isDocumentKind = (value: string | null): value is DocumentKind =>
  value !== null && Object.hasOwn(DOCUMENT_KINDS, value);

/** The documents' filter and page as read from the address; values the API would refuse are ignored. */
export function readDocumentQuery(query: URLSearchParams): DocumentFilter & { page: number } {
  const kind = query.get(DOCUMENT_PARAMS.kind);
  const year = query.get(DOCUMENT_PARAMS.year);
  return {
    kind: isDocumentKind(kind) ? kind : null,
    year: year && /^\d{4}$/.test(year) ? Number(year) : null,
    page: readPage(query.get(DOCUMENT_PARAMS.page)),
  };
}

/** The search page's address with the documents' kind or year changed; their paging starts again, the rest stays. */
export function documentFilterHref(search: string, changes: Partial<Record<'kind' | 'year', string | null>>): string {
  const params: Record<string, string | null> = { [DOCUMENT_PARAMS.page]: null };
  if ('kind' in changes) params[DOCUMENT_PARAMS.kind] = changes.kind ?? null;
  if ('year' in changes) params[DOCUMENT_PARAMS.year] = changes.year ?? null;
  return withQuery(SEARCH_PATH, search, params);
}

/** The search page's address showing another page of documents. */
export const documentPageHref = (search: string, page: number) =>
  withQuery(SEARCH_PATH, search, { [DOCUMENT_PARAMS.page]: page });
