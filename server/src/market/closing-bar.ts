import type { DailyBar } from '@muyuan/contract/price-history';
import type { FeedQuote } from './quote-feed.ts';

/** The minute of the close (Beijing): a quote dated then or later is the day's final one. */
const CLOSE = '15:00';

/**
 * The day's bar a feed's quote gives once the market has closed: its date's open, high, low, volume and
 * turnover, and its price as the close. Null before the close and for a halted day (no trading, no bar).
 */
export function closingBar(quote: FeedQuote): DailyBar | null {
  if (quote.status !== 'trading') return null;
  // quoteTime is written by the adapter as YYYY-MM-DDTHH:MM:SS+08:00, Beijing's own clock.
  const date = quote.quoteTime.slice(0, 10);
  const minute = quote.quoteTime.slice(11, 16);
  if (minute < CLOSE) return null;
  return {
    date,
    open: quote.open,
    high: quote.high,
    low: quote.low,
    close: quote.price,
    volume: quote.volume,
    amount: quote.turnover,
  };
}
