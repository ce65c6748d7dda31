/**
 * The API's paths, exactly as the spec's section 7 names them. Plain strings with no zod, so the web
 * imports them without pulling schema code into its first download; the endpoint modules use them too.
 */
export const API_PREFIX = '/api/muyuan-official-website';
/** Prefix of the content API; all content calls are public ("noToken"). */
export const CONTENT_API_PREFIX = `${API_PREFIX}/noToken`;
/** Prefix of the integrity (compliance complaint) API. */
export const COMPLIANCE_API_PREFIX = '/api/compliance/complaint';

export const API_PATHS = {
  getBannerList: `${CONTENT_API_PREFIX}/home/getBannerList`,
  getHomeNews: `${CONTENT_API_PREFIX}/home/getHomeNews`,
  newsList: `${CONTENT_API_PREFIX}/introduce/newsList`,
  newsDetail: `${CONTENT_API_PREFIX}/introduce/detail`,
  brief: `${CONTENT_API_PREFIX}/introduce/brief`,
  leaderList: `${CONTENT_API_PREFIX}/introduce/leaderList`,
  course: `${CONTENT_API_PREFIX}/introduce/course`,
  noticeList: `${CONTENT_API_PREFIX}/bondMatter/noticeList`,
  securitiesNewsList: `${CONTENT_API_PREFIX}/bondMatter/newList`,
  securitiesNewsDetail: `${CONTENT_API_PREFIX}/bondMatter/newDetail`,
  dynamicList: `${CONTENT_API_PREFIX}/socialResponsibility/dynamicList`,
  dynamicDetail: `${CONTENT_API_PREFIX}/socialResponsibility/dynamicDetail`,
  reportList: `${CONTENT_API_PREFIX}/socialResponsibility/reportList`,
  publicWelfare: `${CONTENT_API_PREFIX}/socialResponsibility/publicWelfare`,
  stockMarketList: `${CONTENT_API_PREFIX}/stockMarket/list`,
  searchKey: `${CONTENT_API_PREFIX}/searchKey`,
  commonBanners: `${CONTENT_API_PREFIX}/common/banners`,
  brandBuild: `${CONTENT_API_PREFIX}/brand/build`,
  breedPigs: `${CONTENT_API_PREFIX}/business/breedPigs`,
  meatSale: `${CONTENT_API_PREFIX}/business/meatSale`,
  partners: `${CONTENT_API_PREFIX}/business/partners`,
  pigSale: `${CONTENT_API_PREFIX}/business/pigSale`,
  companyDept: `${COMPLIANCE_API_PREFIX}/company/dept`,
  companyDeptTypes: `${COMPLIANCE_API_PREFIX}/company/deptTypes`,
} as const;

/**
 * The spec writes the last four business paths with a doubled slash after the API prefix. The server
 * ignores repeated slashes, so these spellings reach the same routes as the canonical ones above.
 */
export const SPEC_DOUBLE_SLASH_PATHS = {
  breedPigs: `${API_PREFIX}//noToken/business/breedPigs`,
  meatSale: `${API_PREFIX}//noToken/business/meatSale`,
  partners: `${API_PREFIX}//noToken/business/partners`,
  pigSale: `${API_PREFIX}//noToken/business/pigSale`,
} as const;
