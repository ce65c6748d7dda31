/**
 * The API's paths, exactly as the spec's section 7 names them (the investor-relations additions that
 * section 7 lacks follow its `bondMatter/` naming, after `newDetail`). Plain strings with no zod, so the web
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
  noticeFacets: `${CONTENT_API_PREFIX}/bondMatter/noticeFacets`,
  surveyList: `${CONTENT_API_PREFIX}/bondMatter/surveyList`,
  surveyDetail: `${CONTENT_API_PREFIX}/bondMatter/surveyDetail`,
  dividends: `${CONTENT_API_PREFIX}/bondMatter/dividends`,
  financialFigures: `${CONTENT_API_PREFIX}/bondMatter/financialFigures`,
  periodicReports: `${CONTENT_API_PREFIX}/bondMatter/periodicReports`,
  bondTerms: `${CONTENT_API_PREFIX}/bondMatter/bondTerms`,
  dynamicList: `${CONTENT_API_PREFIX}/socialResponsibility/dynamicList`,
  dynamicDetail: `${CONTENT_API_PREFIX}/socialResponsibility/dynamicDetail`,
  reportList: `${CONTENT_API_PREFIX}/socialResponsibility/reportList`,
  publicWelfare: `${CONTENT_API_PREFIX}/socialResponsibility/publicWelfare`,
  stockMarketList: `${CONTENT_API_PREFIX}/stockMarket/list`,
  /** Daily price bars of one security over a date range (JSON envelope). */
  priceHistory: `${CONTENT_API_PREFIX}/stockMarket/history`,
  /** The investor calendar: results dates, meetings, calls, dividend dates (contract/ir-calendar.ts). */
  irCalendar: `${CONTENT_API_PREFIX}/stockMarket/calendar`,
  searchKey: `${CONTENT_API_PREFIX}/searchKey`,
  /** Search inside the published PDFs (issue 42): documents with their matching pages. */
  searchDocuments: `${CONTENT_API_PREFIX}/searchDocuments`,
  commonBanners: `${CONTENT_API_PREFIX}/common/banners`,
  pageCopy: `${CONTENT_API_PREFIX}/common/pageCopy`,
  siteSettings: `${CONTENT_API_PREFIX}/common/siteSettings`,
  brandBuild: `${CONTENT_API_PREFIX}/brand/build`,
  breedPigs: `${CONTENT_API_PREFIX}/business/breedPigs`,
  meatSale: `${CONTENT_API_PREFIX}/business/meatSale`,
  partners: `${CONTENT_API_PREFIX}/business/partners`,
  pigSale: `${CONTENT_API_PREFIX}/business/pigSale`,
  companyDept: `${COMPLIANCE_API_PREFIX}/company/dept`,
  companyDeptTypes: `${COMPLIANCE_API_PREFIX}/company/deptTypes`,
  complaintSettings: `${COMPLIANCE_API_PREFIX}/settings/notoken`,
} as const;

/**
 * The price history as a CSV download (`text/csv`, no envelope; a refusal is an envelope as everywhere), same
 * query as `API_PATHS.priceHistory`. Outside API_PATHS, which the web's first download carries: only the page
 * that offers the download imports it.
 */
export const PRICE_HISTORY_CSV_PATH = `${CONTENT_API_PREFIX}/stockMarket/historyCsv`;
/** The same as a workbook (XLSX: dates as dates, numbers as numbers). */
export const PRICE_HISTORY_XLSX_PATH = `${CONTENT_API_PREFIX}/stockMarket/historyXlsx`;
/** The key financial figures (`bondMatter/financialFigures`) as a workbook. */
export const FINANCIAL_FIGURES_XLSX_PATH = `${CONTENT_API_PREFIX}/bondMatter/financialFiguresXlsx`;
/** Every address that answers a file rather than an envelope (GET only). */
export const DOWNLOAD_PATHS = [PRICE_HISTORY_CSV_PATH, PRICE_HISTORY_XLSX_PATH, FINANCIAL_FIGURES_XLSX_PATH] as const;

/** The spec's upload address (on the upload host, the site's own by default): multipart, one file per request. */
export const UPLOAD_PATH = '/file/upload/v4';

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

/**
 * RSS 2.0 feeds of the investor pages (not content API: XML, no envelope). Announcements are Chinese
 * only (statutory filings); the securities news exists in both languages.
 */
export const FEED_PATHS = {
  announcements: '/feeds/announcements.xml',
  news: { zh: '/feeds/news.xml', en: '/feeds/en/news.xml' },
} as const;
