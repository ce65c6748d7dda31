import {
  DEFAULT_PRICE_HISTORY_DAYS,
  MAX_PRICE_HISTORY_DAYS,
  type PriceHistory,
  type PriceHistoryQuery,
} from '@muyuan/contract/price-history';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { beijingDate } from './bar-rules.ts';
import { barSpan, barsBetween, quotedCodes } from './repository.ts';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const badRange = (zh: string, en: string) => new AppError(400, 'bad_price_range', { zh, en });

/**
 * The bars of a query: the code must be one the site quotes, the range (the year up to the newest bar
 * when the query names neither end) must run forwards and span at most MAX_PRICE_HISTORY_DAYS. A
 * refusal is a 400 saying which, in the request's language; the query's format was checked before.
 */
export async function priceHistoryOf(db: Db, query: PriceHistoryQuery, now = new Date()): Promise<PriceHistory> {
  const { code } = query;
  if (!(await quotedCodes(db)).includes(code)) {
    throw new AppError(400, 'unknown_security', {
      zh: `请求参数无效：code ${code} 不是本站提供行情的证券代码`,
      en: `Invalid request parameter: code ${code} is not a security this site quotes`,
    });
  }
  const available = await barSpan(db, code);
  const to = query.to ?? available?.last ?? beijingDate(now);
  const from = query.from ?? dateOf(dayNumber(to) - (DEFAULT_PRICE_HISTORY_DAYS - 1));
  if (from > to) {
    throw badRange(
      `请求参数无效：开始日期 ${from} 晚于结束日期 ${to}`,
      `Invalid request parameters: from ${from} is after to ${to}`,
    );
  }
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_PRICE_HISTORY_DAYS) {
    throw badRange(
      `请求参数无效：日期范围最多 ${MAX_PRICE_HISTORY_DAYS} 天，请缩小范围`,
      `Invalid request parameters: a date range spans at most ${MAX_PRICE_HISTORY_DAYS} days`,
    );
  }
  const rows = await barsBetween(db, code, from, to);
  return {
    code,
    from,
    to,
    sample: rows.some((r) => r.sample === 1),
    available,
    bars: rows.map(({ sample: _, ...bar }) => bar),
  };
}
