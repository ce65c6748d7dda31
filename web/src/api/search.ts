import type { DocumentKind } from '@muyuan/contract/search';
import { useEndpoint } from './endpoint.ts';

/** One page of site-search hits; no request while the keyword is empty. */
export const useSearch = (keyword: string, pageNum: number, pageSize: number) =>
  useEndpoint('searchKey', keyword ? { keyword, pageNum, pageSize } : null);

/** What the documents of a search are narrowed by: a kind and a year, each optional. */
export interface DocumentFilter {
  kind: DocumentKind | null;
  year: number | null;
}

/** One page of the documents whose text holds the keyword, with their pages; no request while the keyword is empty. */
export const useDocumentSearch = (keyword: string, filter: DocumentFilter, pageNum: number, pageSize: number) =>
  useEndpoint(
    'searchDocuments',
    keyword
      ? {
          keyword,
          pageNum,
          pageSize,
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.year ? { year: String(filter.year) } : {}),
        }
      : null,
  );
