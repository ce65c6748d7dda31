import { type ClosingPrice, type PriceOnDate, priceOnDate } from './price-on-date.ts';

/** What a holder of ten shares received on an ex-date: cash (yuan, tax included) and new shares. */
export interface Distribution {
  exDate: string;
  cashPerTenShares: number;
  /** Bonus shares (送股) and shares transferred from reserves (转增) together, per ten shares. */
  sharesPerTenShares: number;
}

/** The outcome of holding the shares bought with the amount, one way of treating the dividends. */
export interface Holding {
  /** Shares held at the end (fractions kept: the calculator buys exactly the amount). */
  shares: number;
  /** Yuan at the end: the shares at the last close, plus the cash kept when dividends are not reinvested. */
  endValue: number;
  /** End value ÷ amount − 1. */
  totalReturn: number;
  /** The yearly rate that compounds to the total return; null for periods shorter than a year. */
  annualisedReturn: number | null;
  /** Cash dividends received over the period, yuan. */
  dividends: number;
}

export interface TotalReturn {
  amount: number;
  start: PriceOnDate;
  end: PriceOnDate;
  /** The ex-dates that fell in the period, oldest first. */
  distributions: Distribution[];
  reinvested: Holding;
  notReinvested: Holding;
}

export type TotalReturnRefusal = 'order' | 'beforeHistory' | 'amount';

export interface TotalReturnQuery {
  history: readonly ClosingPrice[];
  distributions: readonly Distribution[];
  /** Bought at the close of this day (or the last trading day before). */
  from: string;
  /** Valued at the close of this day (or the last trading day before). */
  to: string;
  /** Yuan invested. */
  amount: number;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

function holding(amount: number, shares: number, cash: number, dividends: number, endClose: number, days: number) {
  const endValue = shares * endClose + cash;
  const growth = endValue / amount;
  return {
    shares,
    endValue,
    totalReturn: growth - 1,
    annualisedReturn: days >= 365 ? growth ** (365 / days) - 1 : null,
    dividends,
  } satisfies Holding;
}

/**
 * An amount invested at one day's close and held to another's, two ways: with each cash dividend reinvested
 * at the close of its ex-date, and with the cash kept aside. Bonus and transferred shares are added on their
 * ex-date in both. A distribution counts when its ex-date is after the day bought and on or before the day
 * valued (a share bought at an ex-date's close no longer carries that dividend). Figures are not rounded:
 * the page rounds what it shows to the fen.
 */
export function totalReturn(query: TotalReturnQuery): TotalReturn | TotalReturnRefusal {
  const { history, from, to, amount } = query;
  if (!(Number.isFinite(amount) && amount > 0)) return 'amount';
  if (from >= to) return 'order';
  const start = priceOnDate(history, from);
  const end = priceOnDate(history, to);
  if (!start || !end) return 'beforeHistory';
  if (start.used >= end.used) return 'order';

  const inPeriod = query.distributions
    .filter((d) => d.exDate > start.used && d.exDate <= end.used)
    .sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));

  let reinvestedShares = amount / start.close;
  let reinvestedDividends = 0;
  let keptShares = reinvestedShares;
  let keptCash = 0;
  for (const d of inPeriod) {
    // Both the cash and the new shares are due on the shares held before the ex-date.
    const reinvestedCash = (reinvestedShares * d.cashPerTenShares) / 10;
    reinvestedDividends += reinvestedCash;
    reinvestedShares += (reinvestedShares * d.sharesPerTenShares) / 10;
    const exClose = priceOnDate(history, d.exDate)?.close ?? start.close;
    reinvestedShares += reinvestedCash / exClose;

    keptCash += (keptShares * d.cashPerTenShares) / 10;
    keptShares += (keptShares * d.sharesPerTenShares) / 10;
  }
  const days = daysBetween(start.used, end.used);
  return {
    amount,
    start,
    end,
    distributions: inPeriod,
    reinvested: holding(amount, reinvestedShares, 0, reinvestedDividends, end.close, days),
    notReinvested: holding(amount, keptShares, keptCash, keptCash, end.close, days),
  };
}
