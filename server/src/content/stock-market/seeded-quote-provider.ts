import type { Db } from '../../db/database.ts';
import type { QuoteProvider, RawQuote } from './quote-provider.ts';
import { listQuotes } from './repository.ts';

/** Quotes from the seeded `quotes` table (content/data/quotes.yaml). */
export function seededQuoteProvider(db: Db): QuoteProvider {
  return {
    cacheable: true,
    async quotes(lang) {
      const rows = await listQuotes(db, lang);
      return rows.map(
        (r): RawQuote => ({
          code: r.code,
          name: r.name,
          kind: r.kind === 'convertibleBond' ? 'convertibleBond' : 'stock',
          price: r.price,
          open: r.open,
          high: r.high,
          low: r.low,
          prevClose: r.prev_close,
          volume: r.volume,
          turnover: r.turnover,
          quoteTime: r.quote_time,
          source: r.source,
          delayNote: r.delay_note,
        }),
      );
    },
  };
}
