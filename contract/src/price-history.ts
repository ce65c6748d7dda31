import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint } from './endpoint.ts';
import { dateSchema } from './shapes.ts';

/**
 * Daily price history (K-line bars) of the A share and its convertible bond (issue 40). One bar per
 * Beijing trading day; prices in yuan, volume in shares (the bond: in bonds), amount (turnover) in yuan.
 */

/** The longest range one answer covers, in calendar days (ten years of bars is about 2,430 of them). */
export const MAX_PRICE_HISTORY_DAYS = 3660;
/** The range answered when the query names neither end: the year up to the newest bar. */
export const DEFAULT_PRICE_HISTORY_DAYS = 365;

/** The columns of a price history CSV file, in order: the English header, and the Chinese one vendors write. */
export const PRICE_CSV_COLUMNS = ['date', 'open', 'high', 'low', 'close', 'volume', 'amount'] as const;
export const PRICE_CSV_HEADERS = {
  en: PRICE_CSV_COLUMNS,
  zh: ['日期', '开盘', '最高', '最低', '收盘', '成交量', '成交额'],
} as const;

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const calendarDate = z.string().refine(isCalendarDate);

export const dailyBarSchema = z.object({
  /** The Beijing trading day, `YYYY-MM-DD`. */
  date: dateSchema,
  open: z.number().positive(),
  high: z.number().positive(),
  low: z.number().positive(),
  close: z.number().positive(),
  volume: z.number().nonnegative(),
  amount: z.number().nonnegative(),
});
export type DailyBar = z.infer<typeof dailyBarSchema>;

export const priceHistoryQuery = z.object({
  /** A six-digit security code the site quotes (002714, 127045). */
  code: z.string().regex(/^\d{6}$/),
  /** First day of the range, inclusive; default: `DEFAULT_PRICE_HISTORY_DAYS` before `to`. */
  from: calendarDate.optional(),
  /** Last day of the range, inclusive; default: the newest bar's day (today, Beijing time, when there is none). */
  to: calendarDate.optional(),
});
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuery>;

export const priceHistorySchema = z.object({
  code: z.string(),
  /** The range answered (the query's, its defaults filled in). */
  from: dateSchema,
  to: dateSchema,
  /** Whether any bar of the answer is generated sample data: the page shows the site's sample note. */
  sample: z.boolean(),
  /** The first and last day the history holds for this code (null when it holds none), for a range picker. */
  available: z.object({ first: dateSchema, last: dateSchema }).nullable(),
  /** Oldest first. */
  bars: z.array(dailyBarSchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const priceHistory = getEndpoint({
  path: API_PATHS.priceHistory,
  query: priceHistoryQuery,
  data: priceHistorySchema,
  summary: 'Daily price bars of a security over a date range (sample data marked)',
});
