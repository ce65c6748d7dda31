import { describe, expect, it } from 'vitest';
import { checkDate, MAX_AMOUNT, parseAmount, parseBonds } from './tool-input.ts';

describe("the tools' inputs", () => {
  it('take a date within the history and say what is wrong with any other', () => {
    expect(checkDate('2025-06-06', '2023-02-13', '2026-02-13')).toBeNull();
    expect(checkDate('2025-13-01', '2023-02-13', '2026-02-13')).toEqual({ key: 'toolDateInvalid' });
    expect(checkDate('', '2023-02-13', '2026-02-13')).toEqual({ key: 'toolDateInvalid' });
    expect(checkDate('2020-01-01', '2023-02-13', '2026-02-13')).toEqual({
      key: 'toolDateBefore',
      vars: { date: '2023-02-13' },
    });
    expect(checkDate('2027-01-01', '2023-02-13', '2026-02-13')?.key).toBe('toolDateAfter');
  });

  it('take an amount above 0 and up to the maximum, to the fen', () => {
    expect(parseAmount('10,000.456')).toBe(10000.46);
    for (const text of ['', '0', '-5', 'abc', 'Infinity'])
      expect(parseAmount(text)).toEqual({ key: 'toolAmountInvalid' });
    expect(parseAmount(String(MAX_AMOUNT + 1))).toMatchObject({ key: 'toolAmountTooLarge' });
  });

  it('take a whole number of bonds', () => {
    expect(parseBonds('25')).toBe(25);
    for (const text of ['0', '2.5', '-1', 'x']) expect(parseBonds(text)).toEqual({ key: 'toolBondsInvalid' });
    expect(parseBonds('200000000')).toMatchObject({ key: 'toolBondsTooMany' });
  });
});
