import { isMobileUserAgent } from '@muyuan/contract/device';

/** Decided once at start: the layout does not switch while the page is open. */
export const IS_MOBILE = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
