import { isMobileUserAgent } from '@muyuan/contract/device';

/** The layout a preview of a draft asks for (a frame cannot give the phone's user agent), if any. */
const LAYOUT =
  typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>('meta[name="layout"]')?.content;

/** Decided once at start: the layout does not switch while the page is open. */
export const IS_MOBILE = LAYOUT
  ? LAYOUT === 'phone'
  : typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
