import { useEndpoint } from './endpoint.ts';

/** The home page carousel. */
export const useHomeBanners = () => useEndpoint('getBannerList', {});
/** The latest news (company news and media focus) for the home page. */
export const useHomeNews = () => useEndpoint('getHomeNews', {});
