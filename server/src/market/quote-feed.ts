/**
 * What a market feed gives for one code, before it is checked: the adapter's only output, whatever
 * the vendor's format. Prices in yuan; volume as the vendor counts it (shares for the A share, bonds
 * for the convertible bond); turnover in yuan.
 */
export interface FeedQuote {
  code: string;
  /** The security's short name as the feed spells it (checked against the seeded Chinese name). */
  name: string;
  price: number;
  open: number;
  high: number;
  low: number;
  prevClose: number;
  volume: number;
  turnover: number;
  /** ISO 8601 with +08:00: the moment the feed dates the quote (Beijing time). */
  quoteTime: string;
  /** `halted` (停牌): the price is the last traded one (the previous close), the day's figures are 0. */
  status: 'trading' | 'halted';
}

/** One vendor's feed: one request for all codes. A feed down, slow or unreadable throws a FeedError. */
export interface QuoteFeed {
  fetchQuotes(codes: readonly string[]): Promise<FeedQuote[]>;
}

/** Why a poll got nothing usable: the feed did not answer in time, could not be reached (or said an HTTP error), or said nothing readable. */
export type FeedFailure = 'timeout' | 'unreachable' | 'garbage';

export class FeedError extends Error {
  constructor(
    readonly failure: FeedFailure,
    message: string,
  ) {
    super(message);
  }
}
