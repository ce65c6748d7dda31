import { conversionPremium, conversionValue } from '../../../lib/bond-figures.ts';
import type { ClosingPrice } from './price-on-date.ts';

/** A conversion price and the day it took effect (it is lowered after each dividend, by the bond's terms). */
export interface ConversionPriceChange {
  price: number;
  /** Effective date, YYYY-MM-DD. */
  since: string;
}

/** The conversion price in force on `date`: the latest change effective on or before it; null before the first. */
export function conversionPriceOn(changes: readonly ConversionPriceChange[], date: string): number | null {
  let price: number | null = null;
  let since = '';
  for (const change of changes) {
    if (change.since <= date && change.since >= since) {
      price = change.price;
      since = change.since;
    }
  }
  return price;
}

/** What converting a number of bonds gives: whole shares, and the remainder of face value paid in cash. */
export interface Conversion {
  bonds: number;
  shares: number;
  /** The face value too small for one more share, repaid in cash (yuan). */
  cash: number;
  /** The shares at the share price, plus that cash (yuan). */
  value: number;
}

/**
 * Converting `bonds` bonds: shares are whole (an exchange converts the face value into whole shares and repays
 * the rest in cash), so shares = ⌊bonds × face ÷ conversion price⌋. Amounts are computed in fen so that
 * 100 ÷ 38.90 does not leave a float's dust in the cash.
 */
export function convertBonds(
  bonds: number,
  faceValue: number,
  conversionPrice: number,
  sharePrice: number,
): Conversion {
  const faceFen = Math.round(bonds * faceValue * 100);
  const priceFen = Math.round(conversionPrice * 100);
  const shares = Math.floor(faceFen / priceFen);
  const cash = (faceFen - shares * priceFen) / 100;
  return { bonds, shares, cash, value: shares * sharePrice + cash };
}

/** One trading day of the bond beside its share. */
export interface PremiumDay {
  date: string;
  bondClose: number;
  shareClose: number;
  conversionPrice: number;
  conversionValue: number;
  premium: number;
}

/**
 * The conversion premium on each day both the bond and the share traded, with the conversion price in force
 * that day (days before the first known price are left out). Both histories oldest first.
 */
export function premiumHistory(
  bond: readonly ClosingPrice[],
  share: readonly ClosingPrice[],
  changes: readonly ConversionPriceChange[],
  faceValue: number,
): PremiumDay[] {
  const shareCloses = new Map(share.map((day) => [day.date, day.close]));
  const days: PremiumDay[] = [];
  for (const day of bond) {
    const shareClose = shareCloses.get(day.date);
    const price = conversionPriceOn(changes, day.date);
    if (shareClose === undefined || price === null) continue;
    const value = conversionValue(faceValue, price, shareClose);
    days.push({
      date: day.date,
      bondClose: day.close,
      shareClose,
      conversionPrice: price,
      conversionValue: value,
      premium: conversionPremium(day.close, value),
    });
  }
  return days;
}
