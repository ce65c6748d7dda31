import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pluralCategory } from './format-message.ts';
import { formatNumber, formatYuan } from './format-number.ts';

/** Intl itself, the reference these functions stand in for. */
const intlNumber = (lang: string, value: number) => new Intl.NumberFormat(lang).format(value);
const intlYuan = (lang: string, value: number) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'CNY' }).format(value);
const amounts = fc.oneof(
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000),
  fc.constantFrom(
    0,
    -0,
    1e21,
    1.23e25,
    -4.5e22,
    123456789.0125,
    0.0005,
    1.0005,
    2.5,
    -2.5,
    999.9995,
    1e-7,
    -1e-7,
    0.125,
    0.335,
  ),
);

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat writes in Chinese and English', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatNumber(value)).toBe(intlNumber('zh-CN', value));
        expect(formatNumber(value)).toBe(intlNumber('en', value));
      }),
      { numRuns: 2000 },
    );
  });
  it('groups by three and keeps at most three fraction digits', () => {
    expect(formatNumber(12_345)).toBe('12,345');
    expect(formatNumber(1_234_567.891_23)).toBe('1,234,567.891');
    expect(formatNumber(-4000)).toBe('-4,000');
    expect(formatNumber(999)).toBe('999');
  });
  it('names what is not a number as Intl does', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(formatNumber(value)).toBe(intlNumber('en', value));
  });
});

describe('formatYuan', () => {
  it('writes what Intl writes for CNY in each language', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatYuan('zh', value)).toBe(intlYuan('zh-CN', value));
        expect(formatYuan('en', value)).toBe(intlYuan('en', value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('pluralCategory', () => {
  it('chooses the category Intl.PluralRules chooses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -3, max: 3, noNaN: true })), (count) => {
        expect(pluralCategory('en', count)).toBe(new Intl.PluralRules('en').select(count));
        expect(pluralCategory('zh', count)).toBe(new Intl.PluralRules('zh').select(count));
      }),
    );
  });
});
