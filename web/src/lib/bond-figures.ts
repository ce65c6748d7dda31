/**
 * What a convertible bond is worth as shares, and how much more it trades for. One bond of face
 * value F converts into F / conversion price shares, so:
 *   conversion value = F / conversion price × share price
 *   conversion premium % = (bond price / conversion value − 1) × 100
 */
export interface BondFigures {
  /** Yuan per bond, two decimals. */
  conversionValue: number;
  /** Percent, two decimals; negative when the bond trades below its value in shares. */
  conversionPremium: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Yuan per bond of `faceValue` converted into shares at `sharePrice`: face ÷ conversion price × share price. */
export const conversionValue = (faceValue: number, conversionPrice: number, sharePrice: number) =>
  (faceValue / conversionPrice) * sharePrice;

/** How much more the bond trades for than its shares are worth, as a fraction: bond price ÷ conversion value − 1. */
export const conversionPremium = (bondPrice: number, value: number) => bondPrice / value - 1;

/** Null when the inputs cannot give a meaningful figure (no price, a conversion price of zero). */
export function bondFigures(
  terms: { faceValue: number; conversionPrice: number },
  bondPrice: number,
  sharePrice: number,
): BondFigures | null {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  if (!valid(terms.faceValue) || !valid(terms.conversionPrice) || !valid(bondPrice) || !valid(sharePrice)) {
    return null;
  }
  const value = conversionValue(terms.faceValue, terms.conversionPrice, sharePrice);
  return { conversionValue: round2(value), conversionPremium: round2(conversionPremium(bondPrice, value) * 100) };
}
