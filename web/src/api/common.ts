import { useEndpoint } from './endpoint.ts';

/** Page-header banners of the page with navigation id `module`; no request at all without one. */
export const usePageBanners = (module: string | undefined) => useEndpoint('commonBanners', module ? { module } : null);
