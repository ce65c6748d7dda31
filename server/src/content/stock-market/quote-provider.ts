import type { Lang } from '@muyuan/contract/lang';

/** A raw quote as a source delivers it; change and change % are derived by the service. */
export interface RawQuote {
  code: string;
  name: string;
  kind: 'stock' | 'convertibleBond';
  price: number;
  open: number;
  high: number;
  low: number;
  prevClose: number;
  volume: number;
  turnover: number;
  quoteTime: string;
  source: string;
  delayNote: string;
  /** A live feed's word on trading; absent for a quote entered by hand. */
  status?: 'trading' | 'halted' | 'closed';
}

/**
 * Where quotes come from: the seeded `quotes` table, or with QUOTE_FEED_URL set the newest live quote
 * merged in (server/src/market/live-quote-provider.ts); tests may pass their own to buildApp.
 */
export interface QuoteProvider {
  quotes(lang: Lang): Promise<RawQuote[]>;
  /** Whether answers only change with the content version (true for the seeded store). */
  readonly cacheable: boolean;
}
