import type { ConsoleLang } from './strings.ts';

const FORMATS: Record<ConsoleLang, Intl.DateTimeFormat> = {
  zh: new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};

const DATES: Record<ConsoleLang, Intl.DateTimeFormat> = {
  zh: new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }),
};

const DAYS: Record<ConsoleLang, Intl.DateTimeFormat> = {
  zh: new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }),
};

/** A server time (ISO) as the console shows it: date and minutes, in the reader's time zone. */
export const formatTime = (iso: string, lang: ConsoleLang): string => FORMATS[lang].format(new Date(iso));

/** The day of a time (ISO), in words: "2026年3月1日", "1 March 2026". */
export const formatDate = (iso: string, lang: ConsoleLang): string => DATES[lang].format(new Date(iso));

/** The day of a time (ISO), short, for a table's column: "2026年3月1日", "1 Mar 2026". */
export const formatDay = (iso: string, lang: ConsoleLang): string => DAYS[lang].format(new Date(iso));
