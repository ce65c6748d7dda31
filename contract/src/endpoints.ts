import type { API_PATHS } from './api-paths.ts';
import {
  bondTerms,
  dividends,
  financialFigures,
  noticeFacets,
  noticeList,
  periodicReports,
  securitiesNewsDetail,
  securitiesNewsList,
  surveyDetail,
  surveyList,
} from './bond-matter.ts';
import { brandBuild } from './brand.ts';
import { breedPigs, meatSale, partners, pigSale } from './business.ts';
import { commonBanners, pageCopy, siteSettings } from './common.ts';
import { companyDept, companyDeptTypes, complaintSettings } from './compliance.ts';
import type { GetEndpoint } from './endpoint.ts';
import { getBannerList, getHomeNews } from './home.ts';
import { brief, course, leaderList, newsDetail, newsList } from './introduce.ts';
import { irCalendar } from './ir-calendar.ts';
import { priceHistory } from './price-history.ts';
import { searchDocuments, searchKey } from './search.ts';
import { dynamicDetail, dynamicList, publicWelfare, reportList } from './social-responsibility.ts';
import { stockMarketList } from './stock-market.ts';

/**
 * Every GET call of the spec's section 7, and the investor-relations calls added under its conventions.
 * The server registers one route per entry; the API integration and property tests iterate over this
 * list, so a call added here is tested at once.
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
  noticeFacets,
  surveyList,
  surveyDetail,
  dividends,
  financialFigures,
  periodicReports,
  bondTerms,
  dynamicList,
  dynamicDetail,
  reportList,
  publicWelfare,
  stockMarketList,
  priceHistory,
  irCalendar,
  searchKey,
  searchDocuments,
  commonBanners,
  pageCopy,
  siteSettings,
  brandBuild,
  breedPigs,
  meatSale,
  partners,
  pigSale,
  companyDept,
  companyDeptTypes,
  complaintSettings,
} satisfies Record<string, GetEndpoint>;

export type GetEndpointName = keyof typeof GET_ENDPOINTS;

/**
 * Each endpoint is declared with the path of the same name in API_PATHS, which the web uses (zod
 * stays out of the browser): a path that disagrees with its endpoint does not compile.
 */
type PathOf = { [K in GetEndpointName]: (typeof GET_ENDPOINTS)[K]['path'] };
export type PathsAgree =
  PathOf extends Pick<typeof API_PATHS, GetEndpointName>
    ? Pick<typeof API_PATHS, GetEndpointName> extends PathOf
      ? true
      : false
    : false;
const pathsAgree: PathsAgree = true;
void pathsAgree;
