import { describe, expect, it } from 'vitest';
import { convertUnit, figureText, formatFigure, NOT_NUMERIC_MESSAGE } from './unit-converter.ts';

describe('convertUnit', () => {
  it('shows values above 100,000,000 in 亿 with two decimals', () => {
    expect(convertUnit(402_600_000)).toBe('4.03亿');
  });
  it('shows values above 100,000,000 in millions in English', () => {
    expect(convertUnit(402_600_000, 'en')).toBe('402.60 million');
  });
  it('writes thousands separators in English millions, and none in Chinese', () => {
    expect(convertUnit(1_320_000_000, 'en')).toBe('1,320.00 million');
    expect(convertUnit(1_234_567_890_000, 'en')).toBe('1,234,567.89 million');
    expect(convertUnit(1_320_000_000)).toBe('13.20亿');
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

describe('formatFigure', () => {
  it('puts large plain numbers through the unit converter in both languages', () => {
    expect(formatFigure('40260000', 'zh')).toBe('4026.00万');
    expect(formatFigure('40260000', 'en')).toBe('40.26 million');
    expect(formatFigure('1320000000', 'zh')).toBe('13.20亿');
  });
  it('keeps codes, years, small figures and written-out numbers as they are', () => {
    expect(formatFigure('002714', 'zh')).toBe('002714');
    expect(formatFigure('1992', 'en')).toBe('1992');
    expect(formatFigure('85', 'zh')).toBe('85');
    expect(formatFigure('40.26', 'en')).toBe('40.26');
    expect(formatFigure('10000', 'zh')).toBe('10000');
  });
});

describe('figureText', () => {
  it('joins the converted figure and its unit as the page shows them: a space before an English unit', () => {
    expect(figureText('40260000', '头', 'zh')).toBe('4026.00万头');
    expect(figureText('40260000', 'pigs', 'en')).toBe('40.26 million pigs');
    expect(figureText('22000000', 'pigs', 'en')).toBe('22.00 million pigs');
  });
  it('keeps a figure without a unit, and small figures as written', () => {
    expect(figureText('40260000', undefined, 'en')).toBe('40.26 million');
    expect(figureText('85', '℃', 'zh')).toBe('85℃');
    expect(figureText('7', 'days', 'en')).toBe('7 days');
  });
});
