import type { Clock } from '../admin/clock.ts';
import type { QuoteProvider, RawQuote } from '../content/stock-market/quote-provider.ts';
import { seededQuoteProvider } from '../content/stock-market/seeded-quote-provider.ts';
import type { Db } from '../db/database.ts';
import { type LiveQuoteRow, listLiveQuotes } from './live-quote-store.ts';
import { shownStatus } from './trading-sessions.ts';

/**
 * Quotes while a feed is configured: names, source and delay note from the seeded content, numbers,
 * time and status from the newest live quote of the code (a hand-entered quote newer than it wins, as
 * one entered after the feed stopped). Not cacheable: the live table changes without the content
 * version, so every answer reads it (two rows by key) and nginx's one-second micro-cache takes the load.
 */
export function liveQuoteProvider(db: Db, clock: Clock): QuoteProvider {
  const seeded = seededQuoteProvider(db);
  return {
    cacheable: false,
    async quotes(lang) {
      const [stored, live] = await Promise.all([seeded.quotes(lang), listLiveQuotes(db)]);
      const byCode = new Map(live.map((row) => [row.code, row]));
      return stored.map((quote) => {
        const row = byCode.get(quote.code);
        return row && Date.parse(row.quote_time) >= Date.parse(quote.quoteTime) ? merged(quote, row, clock()) : quote;
      });
    },
  };
}

function merged(quote: RawQuote, row: LiveQuoteRow, now: number): RawQuote {
  return {
    ...quote,
    price: row.price,
    open: row.open,
    high: row.high,
    low: row.low,
    prevClose: row.prev_close,
    volume: row.volume,
    turnover: row.turnover,
    quoteTime: row.quote_time,
    status: shownStatus(row.status, row.quote_time, now),
  };
}
