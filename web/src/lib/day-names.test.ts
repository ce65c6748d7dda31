import { describe, expect, it } from 'vitest';
import { monthShort, weekdayShort } from './day-names.ts';

const intl = (locale: string, part: 'month' | 'weekday') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', [part]: 'short' });

describe('day names', () => {
  it('writes every month and weekday as Intl.DateTimeFormat does in both languages', () => {
    for (const [lang, locale] of [
      ['zh', 'zh-CN'],
      ['en', 'en-GB'],
    ] as const) {
      for (let day = 0; day < 366; day += 1) {
        const date = new Date(Date.UTC(2026, 0, 1 + day));
        expect(monthShort(lang, date.getUTCMonth())).toBe(intl(locale, 'month').format(date));
        expect(weekdayShort(lang, date.getUTCDay())).toBe(intl(locale, 'weekday').format(date));
      }
    }
  });
});
