import { type EndpointQuery, useEndpoint } from './endpoint.ts';

export const useBreedPigs = () => useEndpoint('breedPigs', {});
export const useMeatSale = () => useEndpoint('meatSale', {});
export const usePartners = () => useEndpoint('partners', {});
export const usePigSale = (category: EndpointQuery<'pigSale'>['category']) => useEndpoint('pigSale', { category });
