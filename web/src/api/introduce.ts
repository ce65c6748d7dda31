import { type EndpointQuery, useEndpoint } from './endpoint.ts';

export const useNewsList = (query: EndpointQuery<'newsList'>) => useEndpoint('newsList', query);
export const useNewsDetail = (id: string | null) => useEndpoint('newsDetail', id ? { id } : null);
export const useBrief = () => useEndpoint('brief', {});
export const useLeaders = () => useEndpoint('leaderList', {});
export const useCourse = () => useEndpoint('course', {});
