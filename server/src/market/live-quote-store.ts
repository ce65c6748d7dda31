import type { Db } from '../db/database.ts';
import type { LiveQuoteTable } from '../db/schema.ts';
import type { FeedQuote } from './quote-feed.ts';

/** The SQL of live quotes: the newest good quote per code, the codes to ask for, the closures. */

export type LiveQuoteRow = LiveQuoteTable;

/**
 * Stores a checked quote as the code's newest, with the moment it was fetched; never over a newer one
 * (a poll that answered late, as at a lease's handover between instances, cannot put an older price back).
 * The feed's times are all written alike (`YYYY-MM-DDTHH:MM:SS+08:00`), so they compare as text.
 */
export async function saveLiveQuote(db: Db, quote: FeedQuote, fetchedAt: string): Promise<void> {
  const row: LiveQuoteRow = {
    code: quote.code,
    price: quote.price,
    open: quote.open,
    high: quote.high,
    low: quote.low,
    prev_close: quote.prevClose,
    volume: quote.volume,
    turnover: quote.turnover,
    quote_time: quote.quoteTime,
    status: quote.status,
    fetched_at: fetchedAt,
  };
  const { code: _code, ...changes } = row;
  await db
    .insertInto('live_quotes')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet(changes).where('live_quotes.quote_time', '<=', row.quote_time),
    )
    .execute();
}

export async function listLiveQuotes(db: Db): Promise<LiveQuoteRow[]> {
  return db.selectFrom('live_quotes').selectAll().execute();
}

/** The codes the site shows, each with its seeded Chinese short name (what a feed's name must be). */
export async function ownNames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('quotes')
    .select(['code', 'name'])
    .where('lang', '=', 'zh')
    .orderBy('sort')
    .execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** Whether the exchange is closed on `date` (YYYY-MM-DD), by the closures in the content. */
export async function isClosure(db: Db, date: string): Promise<boolean> {
  const row = await db.selectFrom('market_closures').select('date').where('date', '=', date).executeTakeFirst();
  return row !== undefined;
}
