import { CONTENT_API_PREFIX } from '@muyuan/contract/endpoint';

/**
 * The API paths the web calls. The contract's endpoint objects hold the same paths but build zod
 * schemas when imported; paths.test.ts proves every entry equals its contract endpoint's `path`.
 */
export const API_PATHS = {
  getBannerList: `${CONTENT_API_PREFIX}/home/getBannerList`,
  getHomeNews: `${CONTENT_API_PREFIX}/home/getHomeNews`,
  commonBanners: `${CONTENT_API_PREFIX}/common/banners`,
  searchKey: `${CONTENT_API_PREFIX}/searchKey`,
} as const;
