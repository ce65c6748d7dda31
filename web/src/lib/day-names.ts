import type { Lang } from '@muyuan/contract/lang';

/**
 * Months' and weekdays' short names as `Intl.DateTimeFormat` writes them (`zh-CN`, `en-GB`), from a table:
 * the first Intl object a page makes loads locale data in a long task (i18n/format-number.ts).
 */
const MONTHS: Record<Lang, readonly string[]> = {
  zh: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};
/** From Sunday, as `Date#getUTCDay` counts. */
const WEEKDAYS: Record<Lang, readonly string[]> = {
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** The short name of a month, `month` from 0 (January) as `Date#getUTCMonth` counts. */
export const monthShort = (lang: Lang, month: number): string => MONTHS[lang][month] ?? '';

/** The short name of a weekday, `weekday` from 0 (Sunday) as `Date#getUTCDay` counts. */
export const weekdayShort = (lang: Lang, weekday: number): string => WEEKDAYS[lang][weekday] ?? '';
