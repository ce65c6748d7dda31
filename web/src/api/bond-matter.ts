import { type EndpointQuery, useEndpoint } from './endpoint.ts';

export const useNoticeList = (query: EndpointQuery<'noticeList'> | null) => useEndpoint('noticeList', query);
/** The years and kinds the announcements can be filtered by. */
export const useNoticeFacets = () => useEndpoint('noticeFacets', {});
export const useSecuritiesNewsList = (query: EndpointQuery<'securitiesNewsList'>) =>
  useEndpoint('securitiesNewsList', query);
export const useSecuritiesNewsDetail = (id: string | null) => useEndpoint('securitiesNewsDetail', id ? { id } : null);
export const useSurveyList = (query: EndpointQuery<'surveyList'>) => useEndpoint('surveyList', query);
export const useSurveyDetail = (id: string | null) => useEndpoint('surveyDetail', id ? { id } : null);
export const useDividends = () => useEndpoint('dividends', {});
export const useFinancialFigures = () => useEndpoint('financialFigures', {});
export const usePeriodicReports = () => useEndpoint('periodicReports', {});
export const useBondTerms = () => useEndpoint('bondTerms', {});
