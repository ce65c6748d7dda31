import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY } from '@muyuan/contract/constants';
import type { Lang } from '@muyuan/contract/lang';

export type Locale = 'zh-CN' | 'en';

/** Spec section 4: English when a segment of the address path is `en`, otherwise Chinese. */
export function langFromPath(pathname: string): Lang {
  return pathname.split('/').includes('en') ? 'en' : 'zh';
}

export function localeOf(lang: Lang): Locale {
  return lang === 'en' ? 'en' : (DEFAULT_LOCALE as Locale);
}

/**
 * The `lang` of a text shown on a page of `pageLang`: Chinese text (a WeChat account name, a record
 * number) on an English page is marked Chinese, so a screen reader speaks it with a Chinese voice;
 * anything else inherits the page's language (undefined).
 */
export function chineseTextLang(text: string, pageLang: Lang): Locale | undefined {
  return pageLang === 'en' && /\p{Script=Han}/u.test(text) ? localeOf('zh') : undefined;
}

/** Kept on every navigation (spec section 4); storage may be unavailable (private mode), which is harmless. */
export function storeLanguage(lang: Lang, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, localeOf(lang));
  } catch {
    // Nothing to do: the address path, not storage, decides the language.
  }
}

/** The language of this page load; it never changes without a full navigation to the other path. */
export const CURRENT_LANG: Lang = typeof location === 'undefined' ? 'zh' : langFromPath(location.pathname);
