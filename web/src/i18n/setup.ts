import type { Lang } from '@muyuan/contract/lang';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en/common.json';
import zh from './locales/zh-CN/common.json';

export const DEFAULT_NAMESPACE = 'common';
export const resources = { zh: { common: zh }, en: { common: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)['zh'];
  }
}

/** Interface strings only; menus and page copy come from the navigation tree and content/. */
export function setupI18n(lang: Lang) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'zh',
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
