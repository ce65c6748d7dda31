import { API_PATHS } from '@muyuan/contract/api-paths';
import type { getBannerList, getHomeNews } from '@muyuan/contract/home';
import useSWR from 'swr';
import { CURRENT_LANG } from '../lib/language.ts';
import { apiGet } from './client.ts';

export function useHomeBanners() {
  return useSWR([API_PATHS.getBannerList, CURRENT_LANG], () => apiGet<typeof getBannerList>(API_PATHS.getBannerList));
}

export function useHomeNews() {
  return useSWR([API_PATHS.getHomeNews, CURRENT_LANG], () => apiGet<typeof getHomeNews>(API_PATHS.getHomeNews));
}
