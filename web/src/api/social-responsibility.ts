import { type EndpointQuery, useEndpoint } from './endpoint.ts';

export const useDynamicList = (query: EndpointQuery<'dynamicList'>) => useEndpoint('dynamicList', query);
export const useDynamicDetail = (id: string | null) => useEndpoint('dynamicDetail', id ? { id } : null);
export const useReportList = () => useEndpoint('reportList', {});
export const usePublicWelfare = () => useEndpoint('publicWelfare', {});
