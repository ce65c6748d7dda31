import * as C from '@muyuan/contract/constants';

/**
 * The spec's sizes, colours and transitions as CSS custom properties, written from contract/constants.ts
 * so the style sheets never repeat a number. The build writes them into the style sheet as a `:root`
 * rule (`virtual:design-tokens.css`), so a prerendered page has them before any script runs.
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

/** The tokens as one CSS rule. */
export function designTokensCss(selector = ':root'): string {
  const declarations = Object.entries(DESIGN_TOKENS)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${declarations}}`;
}
