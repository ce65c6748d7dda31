import { describe, expect, it } from 'vitest';
import { convertUnit, NOT_NUMERIC_MESSAGE } from './unit-converter.ts';

describe('convertUnit', () => {
  it('shows values above 100,000,000 in 亿 with two decimals', () => {
    expect(convertUnit(402_600_000)).toBe('4.03亿');
  });
  it('shows values above 100,000,000 in millions in English', () => {
    expect(convertUnit(402_600_000, 'en')).toBe('402.60 million');
  });
  it('shows values above 10,000 in 万 with two decimals', () => {
    expect(convertUnit(123_456)).toBe('12.35万');
  });
  it('shows values above 10,000 in millions in English', () => {
    expect(convertUnit(2_500_000, 'en')).toBe('2.50 million');
  });
  it('keeps exactly 100,000,000 in the 万 band (the bound is exclusive)', () => {
    expect(convertUnit(100_000_000)).toBe('10000.00万');
  });
  it('keeps smaller values with two decimals', () => {
    expect(convertUnit(10_000)).toBe('10000.00');
    expect(convertUnit(7.5, 'en')).toBe('7.50');
  });
  it('accepts numeric strings', () => {
    expect(convertUnit(' 20000 ')).toBe('2.00万');
  });
  it('returns the Chinese message for empty input', () => {
    expect(convertUnit('')).toBe(NOT_NUMERIC_MESSAGE);
    expect(convertUnit(undefined)).toBe(NOT_NUMERIC_MESSAGE);
    expect(convertUnit(null, 'en')).toBe(NOT_NUMERIC_MESSAGE);
  });
  it('returns the Chinese message for non-numeric input, in English too', () => {
    expect(convertUnit('abc', 'en')).toBe(NOT_NUMERIC_MESSAGE);
    expect(convertUnit(Number.NaN)).toBe(NOT_NUMERIC_MESSAGE);
    expect(NOT_NUMERIC_MESSAGE).toMatch(/[\u4e00-\u9fff]/);
  });
});
