import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { STOCK_CODE } from './constants.ts';
import { querylessEndpoint } from './endpoint.ts';

/** A delayed quote of the A share or its convertible bond. Prices in yuan, volume in lots/units, turnover in yuan. */
export const quoteSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['stock', 'convertibleBond']),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  prevClose: z.number(),
  volume: z.number().nonnegative(),
  turnover: z.number().nonnegative(),
  /** ISO 8601 timestamp of the quote. */
  quoteTime: z.string(),
  source: z.string(),
  delayNote: z.string(),
  /**
   * A live feed's word on trading (absent for a quote entered by hand): `trading`, `halted` (停牌: the
   * price is the last traded one) or `closed` (the day's closing quote).
   */
  status: z.enum(['trading', 'halted', 'closed']).optional(),
});
export type QuoteStatus = NonNullable<Quote['status']>;
export type Quote = z.infer<typeof quoteSchema>;

export const stockMarketList = querylessEndpoint(
  API_PATHS.stockMarketList,
  z.array(quoteSchema),
  `Quotes of the A share ${STOCK_CODE} and its convertible bond`,
);
