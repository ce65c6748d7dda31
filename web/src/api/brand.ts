import { useEndpoint } from './endpoint.ts';

export const useBrandBuild = () => useEndpoint('brandBuild', {});
