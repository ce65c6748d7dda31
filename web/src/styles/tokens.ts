import * as C from '@muyuan/contract/constants';

/**
 * The spec's sizes, colours and transitions as CSS custom properties, written from contract/constants.ts
 * so the style sheets never repeat a number. (Set through the CSSOM, which the CSP allows.)
 */
export const DESIGN_TOKENS: Record<string, string> = {
  '--brand-green': C.BRAND_GREEN,
  '--danger-red': C.DANGER_RED,
  '--root-font-size': `${C.ROOT_FONT_SIZE_PX}px`,
  '--content-max-width': `${C.CONTENT_MAX_WIDTH_PX}px`,
  '--top-nav-height': `${C.TOP_NAV_HEIGHT_FALLBACK_PX}px`,
  '--header-height': `${C.HEADER_HEIGHT_FALLBACK_PX}px`,
  '--header-z': String(C.HEADER_Z_INDEX),
  '--tab-bar-height': `${C.TAB_BAR_HEIGHT_DESKTOP_PX}px`,
  '--tab-bar-height-mobile': `${C.TAB_BAR_HEIGHT_MOBILE_PX}px`,
  '--placeholder-banner-height': `${C.PLACEHOLDER_BANNER_HEIGHT_PX}px`,
  '--item-image-width': `${C.DEFAULT_ITEM_IMAGE.width}px`,
  '--item-image-height': `${C.DEFAULT_ITEM_IMAGE.height}px`,
  '--item-width': `${C.DEFAULT_ITEM_WIDTH_PX}px`,
  '--transition-header-top': `${C.TRANSITION_HEADER_TOP_S}s`,
  '--transition-left-panel': `${C.TRANSITION_LEFT_PANEL_S}s`,
  '--transition-mobile-menu': `${C.TRANSITION_MOBILE_MENU_S}s`,
};

export function applyDesignTokens(root: HTMLElement) {
  for (const [name, value] of Object.entries(DESIGN_TOKENS)) root.style.setProperty(name, value);
}
