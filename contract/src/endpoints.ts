import { noticeList, securitiesNewsDetail, securitiesNewsList } from './bond-matter.ts';
import { brandBuild } from './brand.ts';
import { breedPigs, meatSale, partners, pigSale } from './business.ts';
import { commonBanners } from './common.ts';
import { companyDept, companyDeptTypes } from './compliance.ts';
import type { GetEndpoint } from './endpoint.ts';
import { getBannerList, getHomeNews } from './home.ts';
import { brief, course, leaderList, newsDetail, newsList } from './introduce.ts';
import { searchKey } from './search.ts';
import { dynamicDetail, dynamicList, publicWelfare, reportList } from './social-responsibility.ts';
import { stockMarketList } from './stock-market.ts';

/**
 * Every GET call of the spec's section 7. The server registers one route per entry; the API
 * integration and property tests iterate over this list, so a call added here is tested at once.
 */
export const GET_ENDPOINTS = {
  getBannerList,
  getHomeNews,
  newsList,
  newsDetail,
  brief,
  leaderList,
  course,
  noticeList,
  securitiesNewsList,
  securitiesNewsDetail,
  dynamicList,
  dynamicDetail,
  reportList,
  publicWelfare,
  stockMarketList,
  searchKey,
  commonBanners,
  brandBuild,
  breedPigs,
  meatSale,
  partners,
  pigSale,
  companyDept,
  companyDeptTypes,
} satisfies Record<string, GetEndpoint>;

export type GetEndpointName = keyof typeof GET_ENDPOINTS;
