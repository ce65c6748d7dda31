import { describe, expect, it } from 'vitest';
import { conversionPriceOn, convertBonds, premiumHistory } from './bond-conversion.ts';
import { priceOnDate } from './price-on-date.ts';
import { totalReturn } from './total-return.ts';

const HISTORY = [
  { date: '2024-01-02', close: 10 },
  { date: '2024-06-03', close: 8 },
  { date: '2025-01-02', close: 12 },
];

describe('the price on a date', () => {
  it("gives the day's close, or the last trading day's before it, and says which day was used", () => {
    expect(priceOnDate(HISTORY, '2024-06-03')).toEqual({
      asked: '2024-06-03',
      used: '2024-06-03',
      close: 8,
      exact: true,
    });
    expect(priceOnDate(HISTORY, '2024-12-31')).toEqual({
      asked: '2024-12-31',
      used: '2024-06-03',
      close: 8,
      exact: false,
    });
    expect(priceOnDate(HISTORY, '2026-01-01')?.used).toBe('2025-01-02');
    expect(priceOnDate(HISTORY, '2024-01-01')).toBeNull();
    expect(priceOnDate([], '2024-01-01')).toBeNull();
  });
});

describe('the total return', () => {
  // 5 yuan and 2 shares per 10 shares on 2024-06-03, when the share closed at 8.
  const distributions = [{ exDate: '2024-06-03', cashPerTenShares: 5, sharesPerTenShares: 2 }];
  const query = { history: HISTORY, distributions, from: '2024-01-02', to: '2025-01-02', amount: 1000 };

  it('adds the new shares and reinvests the cash at the ex-date close, or keeps the cash aside', () => {
    const result = totalReturn(query);
    if (typeof result === 'string') throw new Error(result);
    // 100 shares at 10; on the ex-date 50 yuan and 20 shares; 50 / 8 = 6.25 more shares; 126.25 × 12.
    expect(result.reinvested.shares).toBeCloseTo(126.25, 10);
    expect(result.reinvested.endValue).toBeCloseTo(1515, 10);
    expect(result.reinvested.totalReturn).toBeCloseTo(0.515, 10);
    expect(result.reinvested.dividends).toBeCloseTo(50, 10);
    // 120 × 12 + 50 kept.
    expect(result.notReinvested.shares).toBeCloseTo(120, 10);
    expect(result.notReinvested.endValue).toBeCloseTo(1490, 10);
    expect(result.notReinvested.dividends).toBeCloseTo(50, 10);
    // 366 days (2024 is a leap year).
    expect(result.reinvested.annualisedReturn).toBeCloseTo(1.515 ** (365 / 366) - 1, 12);
    expect(result.distributions).toEqual(distributions);
  });

  it('leaves out a dividend whose ex-date is the day bought, and annualises nothing under a year', () => {
    const result = totalReturn({ ...query, from: '2024-06-03' });
    if (typeof result === 'string') throw new Error(result);
    expect(result.distributions).toEqual([]);
    expect(result.reinvested.endValue).toBeCloseTo(1500, 10);
    expect(result.reinvested.annualisedReturn).toBeNull();
  });

  it('refuses an amount that is not positive, dates in the wrong order and a start before the history', () => {
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(totalReturn({ ...query, amount })).toBe('amount');
    expect(totalReturn({ ...query, from: '2025-01-02', to: '2024-01-02' })).toBe('order');
    expect(totalReturn({ ...query, from: '2023-12-29' })).toBe('beforeHistory');
    // Both dates fall back to the same trading day: nothing was held.
    expect(totalReturn({ ...query, from: '2024-01-03', to: '2024-01-05' })).toBe('order');
  });
});

describe('the convertible bond', () => {
  const changes = [
    { price: 38.9, since: '2025-06-06' },
    { price: 39.5, since: '2024-06-01' },
  ];

  it('uses the conversion price in force on each date', () => {
    expect(conversionPriceOn(changes, '2025-06-05')).toBe(39.5);
    expect(conversionPriceOn(changes, '2025-06-06')).toBe(38.9);
    expect(conversionPriceOn(changes, '2024-05-31')).toBeNull();
  });

  it('converts bonds into whole shares and repays the rest of the face value in cash', () => {
    // 10 bonds = 1,000 yuan of face value; 1000 / 38.90 = 25.7 -> 25 shares (972.50), 27.50 in cash.
    const conversion = convertBonds(10, 100, 38.9, 41.86);
    expect(conversion.shares).toBe(25);
    expect(conversion.cash).toBe(27.5);
    expect(conversion.value).toBeCloseTo(25 * 41.86 + 27.5, 10);
  });

  it('gives the premium on each day both traded, at the price in force that day', () => {
    const bond = [
      { date: '2024-05-31', close: 110 },
      { date: '2025-06-05', close: 120 },
      { date: '2025-06-06', close: 121 },
    ];
    const share = [
      { date: '2025-06-05', close: 40 },
      { date: '2025-06-06', close: 41 },
    ];
    const days = premiumHistory(bond, share, changes, 100);
    expect(days.map((d) => [d.date, d.conversionPrice])).toEqual([
      ['2025-06-05', 39.5],
      ['2025-06-06', 38.9],
    ]);
    expect(days[0]?.conversionValue).toBeCloseTo((100 / 39.5) * 40, 10);
    expect(days[1]?.premium).toBeCloseTo(121 / ((100 / 38.9) * 41) - 1, 12);
  });
});
