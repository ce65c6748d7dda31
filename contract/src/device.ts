/**
 * User agents the spec's mobile layout is for (phones, tablets, HarmonyOS devices). The browser picks
 * its layout with this, and the server prerenders a page in the layout the requesting agent will get.
 */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}
