/**
 * Business constants and limits from the specification (section 9), named as the spec names them.
 * Server, web and tests import these; no other file repeats the numbers.
 */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HOVER_DELAY_MS = 200;
export const SCROLL_THROTTLE_MS = 1000;
export const DRAG_THRESHOLD_PX = 200;
export const HEADER_HIDE_THRESHOLD_PX = 200;
/** The header hide-on-scroll-down exists but the spec ships it disabled. */
export const HEADER_HIDE_ON_SCROLL_ENABLED = false;
export const DEFAULT_SCROLL_STEP_PX = 1200;
export const SCROLL_END_TOLERANCE_PX = 5;
export const SCROLL_TICKS = 40;

export const TOP_NAV_HEIGHT_FALLBACK_PX = 58;
export const HEADER_HEIGHT_FALLBACK_PX = 60;
export const TAB_BAR_HEIGHT_DESKTOP_PX = 56;
export const TAB_BAR_HEIGHT_MOBILE_PX = 165;
export const PLACEHOLDER_BANNER_HEIGHT_PX = 360;
export const DEFAULT_ITEM_IMAGE = { width: 287, height: 354 } as const;
export const DEFAULT_ITEM_WIDTH_PX = 288;
export const CONTENT_MAX_WIDTH_PX = 1920;
export const ROOT_FONT_SIZE_PX = 14;
export const HEADER_Z_INDEX = 1000;

export const TRANSITION_HEADER_TOP_S = 0.5;
export const TRANSITION_LEFT_PANEL_S = 0.3;
export const TRANSITION_MOBILE_MENU_S = 0.4;
export const BRAND_GREEN = '#8fc31f';
export const DANGER_RED = '#e34d59';

export const DEFAULT_LOCALE = 'zh-CN';
/** Local-storage key under which the visitor's language is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Paging limits of every list endpoint. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NUM = 10_000;
export const MAX_SEARCH_KEYWORD_LENGTH = 50;

/** The listed company's securities. */
export const STOCK_CODE = '002714';

/** Video/image category dictionary of the visual centre (typeName, typeCode). */
export const MEDIA_CATEGORIES = [
  { typeCode: '', typeName: { zh: '全部', en: 'All' } },
  { typeCode: '1', typeName: { zh: '猪猪节', en: 'Pig Festival' } },
  { typeCode: '2', typeName: { zh: '母子工程', en: 'Mother-Child Project' } },
  { typeCode: '3', typeName: { zh: '拜师仪式', en: 'Apprenticeship Ceremony' } },
  { typeCode: '4', typeName: { zh: '国庆晚会', en: 'National Day Gala' } },
  { typeCode: '5', typeName: { zh: '年终总结', en: 'Year-end Summary' } },
] as const;
