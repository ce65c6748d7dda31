/** User agents the spec's mobile layout is for (phones, tablets, HarmonyOS devices). */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/** Decided once at start: the layout does not switch while the page is open. */
export const IS_MOBILE = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
