import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts 1 followed by ten digits', () => {
    expect(isValidPhone('13800138000')).toBe(true);
  });
  it('accepts the +86 prefix', () => {
    expect(isValidPhone('+8613800138000')).toBe(true);
  });
  it('accepts the 0086 prefix', () => {
    expect(isValidPhone('008613800138000')).toBe(true);
  });
  it('rejects a number that does not start with 1', () => {
    expect(isValidPhone('23800138000')).toBe(false);
  });
  it('rejects too few or too many digits', () => {
    expect(isValidPhone('1380013800')).toBe(false);
    expect(isValidPhone('138001380000')).toBe(false);
  });
  it('rejects other prefixes, spaces and letters', () => {
    expect(isValidPhone('8613800138000')).toBe(false);
    expect(isValidPhone('+85213800138000')).toBe(false);
    expect(isValidPhone('138 0013 8000')).toBe(false);
    expect(isValidPhone('1380013800a')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});
