import { API_PATHS } from '@muyuan/contract/api-paths';
import type { searchKey } from '@muyuan/contract/search';
import useSWR from 'swr';
import { CURRENT_LANG } from '../lib/language.ts';
import { apiGet } from './client.ts';

/** One page of site-search hits; no request while the keyword is empty. */
export function useSearch(keyword: string, pageNum: number, pageSize: number) {
  const query = { keyword, pageNum: String(pageNum), pageSize: String(pageSize) };
  return useSWR(keyword ? [API_PATHS.searchKey, keyword, pageNum, pageSize, CURRENT_LANG] : null, () =>
    apiGet<typeof searchKey>(API_PATHS.searchKey, query),
  );
}
