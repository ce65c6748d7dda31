import { useEndpoint } from './endpoint.ts';

/** Delayed quotes of the A share and the convertible bond. */
export const useQuotes = () => useEndpoint('stockMarketList', {});
