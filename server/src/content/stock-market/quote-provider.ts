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
}

/**
 * Where quotes come from. The default reads the seeded `quotes` table; a live market feed can be
 * plugged in by implementing this interface and passing it to buildApp.
 */
export interface QuoteProvider {
  quotes(lang: Lang): Promise<RawQuote[]>;
  /** Whether answers only change with the content version (true for the seeded store). */
  readonly cacheable: boolean;
}
