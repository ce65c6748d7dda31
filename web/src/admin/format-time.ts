import type { ConsoleLang } from './strings.ts';

const FORMATS: Record<ConsoleLang, Intl.DateTimeFormat> = {
  zh: new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** A server time (ISO) as the console shows it: date and minutes, in the reader's time zone. */
export const formatTime = (iso: string, lang: ConsoleLang): string => FORMATS[lang].format(new Date(iso));
