import { describe, expect, it } from 'vitest';
import { bondFigures } from './bond-figures.ts';

const terms = { faceValue: 100, conversionPrice: 38.9 };

describe('bond figures', () => {
  it('values a bond as the shares it converts into, and its premium over that value', () => {
    // 100 / 38.90 × 41.86 = 107.609…; 126.48 / 107.609… − 1 = 17.536…%
    expect(bondFigures(terms, 126.48, 41.86)).toEqual({ conversionValue: 107.61, conversionPremium: 17.54 });
  });
  it('gives a negative premium when the bond trades below its conversion value', () => {
    expect(bondFigures({ faceValue: 100, conversionPrice: 50 }, 110, 60)).toEqual({
      conversionValue: 120,
      conversionPremium: -8.33,
    });
  });
  it('is at par with no premium when the share trades at the conversion price and the bond at face value', () => {
    expect(bondFigures(terms, 100, 38.9)).toEqual({ conversionValue: 100, conversionPremium: 0 });
  });
  it('refuses inputs that give no meaningful figure', () => {
    expect(bondFigures({ faceValue: 100, conversionPrice: 0 }, 126, 41)).toBeNull();
    expect(bondFigures(terms, 0, 41.86)).toBeNull();
    expect(bondFigures(terms, 126.48, Number.NaN)).toBeNull();
  });
});
