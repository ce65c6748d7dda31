import { API_PATHS } from '@muyuan/contract/api-paths';
import type { commonBanners } from '@muyuan/contract/common';
import useSWR from 'swr';
import { CURRENT_LANG } from '../lib/language.ts';
import { apiGet } from './client.ts';

/** Page-header banners of the page with navigation id `module`; no request at all without one. */
export function usePageBanners(module: string | undefined) {
  return useSWR(module ? [API_PATHS.commonBanners, module, CURRENT_LANG] : null, () =>
    apiGet<typeof commonBanners>(API_PATHS.commonBanners, { module }),
  );
}
