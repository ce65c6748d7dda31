/** A day's closing price; history comes oldest first, one entry per trading day. */
export interface ClosingPrice {
  /** The trading day, YYYY-MM-DD (Beijing). */
  date: string;
  close: number;
}

/** The close used for a date asked about, and which day it was. */
export interface PriceOnDate {
  asked: string;
  /** The trading day whose close is given: the day asked, or the last one before it. */
  used: string;
  close: number;
  /** Whether the day asked was itself a trading day in the history. */
  exact: boolean;
}

/**
 * The close of `date` or, when it was not a trading day (weekend, holiday, halt), of the last trading day
 * before it; null when the history starts after `date`. `history` is oldest first.
 */
export function priceOnDate(history: readonly ClosingPrice[], date: string): PriceOnDate | null {
  // The last index whose date is <= the one asked: ISO dates compare as text.
  let low = 0;
  let high = history.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((history[middle] as ClosingPrice).date <= date) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (found < 0) return null;
  const day = history[found] as ClosingPrice;
  return { asked: date, used: day.date, close: day.close, exact: day.date === date };
}
