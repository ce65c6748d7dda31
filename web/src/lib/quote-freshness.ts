import type { Lang } from '@muyuan/contract/lang';

/**
 * Whether a delayed quote is as recent as its delay note promises. The exchange trades on weekdays
 * 9:30–11:30 and 13:00–15:00 Beijing time; a quote delayed by D minutes should be no older than the
 * last trading moment D minutes ago. Outside trading hours the last close is the freshest there is,
 * so a Friday close is still current on Sunday. Public holidays are not known here: a quote from
 * before a holiday is reported as old, which it is.
 */

/** The delay the quotes' delay note promises ("at least 15 minutes"). */
export const QUOTE_DELAY_MINUTES = 15;
/** Slack for a feed that publishes a little late, before a quote counts as stale. */
export const STALE_GRACE_MINUTES = 5;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Beijing is UTC+8 all year. */
const BEIJING_OFFSET = 8 * 60 * MINUTE;
/** Trading sessions in minutes after Beijing midnight. */
const SESSIONS: readonly (readonly [number, number])[] = [
  [9 * 60 + 30, 11 * 60 + 30],
  [13 * 60, 15 * 60],
];

/** The latest moment at or before `at` at which the market was trading (weekdays only). */
export function latestTradingMoment(at: Date): Date {
  const local = at.getTime() + BEIJING_OFFSET;
  let dayStart = Math.floor(local / DAY) * DAY;
  let minutes = (local - dayStart) / MINUTE;
  for (let back = 0; back < 8; back++) {
    const weekday = new Date(dayStart).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      for (const [open, close] of [...SESSIONS].reverse()) {
        if (minutes >= open) return new Date(dayStart + Math.min(minutes, close) * MINUTE - BEIJING_OFFSET);
      }
    }
    dayStart -= DAY;
    minutes = 24 * 60;
  }
  return new Date(dayStart - BEIJING_OFFSET);
}

/** Whether the quote is older than the last trading moment its delay allows (plus the grace). */
export function isStale(quoteTime: Date, now: Date, delayMinutes = QUOTE_DELAY_MINUTES): boolean {
  const expected = latestTradingMoment(new Date(now.getTime() - delayMinutes * MINUTE));
  return quoteTime.getTime() < expected.getTime() - STALE_GRACE_MINUTES * MINUTE;
}

/** Whether a quote's time (ISO) is stale at `now`; a time that cannot be read is not called stale. */
export function isQuoteStale(quoteTime: string, now: Date): boolean {
  const time = new Date(quoteTime);
  return !Number.isNaN(time.getTime()) && isStale(time, now);
}

export type AgeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute';
const UNITS: readonly [AgeUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
];
const ZH_UNITS: Record<AgeUnit, string> = { year: '年', month: '个月', day: '天', hour: '小时', minute: '分钟' };

/**
 * How long ago, in the largest fitting unit: "3天前", "2 months ago", as `Intl.RelativeTimeFormat` (numeric
 * always) writes it, without Intl (the first Intl object loads locale data in a long task; format-number.ts).
 */
export function formatAge(from: Date, now: Date, lang: Lang): string {
  const elapsed = Math.max(0, now.getTime() - from.getTime());
  const [unit, size] = UNITS.find(([, ms], i) => elapsed >= (i < 2 ? 2 * ms : ms)) ?? ['minute', MINUTE];
  return ageText(lang, Math.floor(elapsed / size), unit);
}

/** `count` units ago, as `Intl.RelativeTimeFormat(lang, { numeric: 'always' }).format(-count, unit)` writes it. */
export function ageText(lang: Lang, count: number, unit: AgeUnit): string {
  // Grouped by three as Intl writes it (only years could reach a thousand).
  const number = String(count).replace(/\B(?=(\d{3})+$)/g, ',');
  return lang === 'en' ? `${number} ${unit}${count === 1 ? '' : 's'} ago` : `${number}${ZH_UNITS[unit]}前`;
}
