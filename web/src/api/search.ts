import { useEndpoint } from './endpoint.ts';

/** One page of site-search hits; no request while the keyword is empty. */
export const useSearch = (keyword: string, pageNum: number, pageSize: number) =>
  useEndpoint('searchKey', keyword ? { keyword, pageNum, pageSize } : null);
