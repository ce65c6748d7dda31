import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_RANDOM_BITS, formatQueryCode, parseQueryCode } from './query-code.ts';

const randomBytes = fc.uint8Array({ minLength: 15, maxLength: 15 });
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('query codes', () => {
  it('carry at least 100 random bits, in six groups of four', () => {
    expect(CODE_RANDOM_BITS).toBeGreaterThanOrEqual(100);
    expect(formatQueryCode(new Uint8Array(15).fill(255))).toMatch(/^([0-9A-Z*~$=]{4}-){5}[0-9A-Z*~$=]{4}$/);
  });

  it('round-trip: every code reads back as itself, whatever the case and the spacing (property)', () => {
    fc.assert(
      fc.property(randomBytes, (bytes) => {
        const code = formatQueryCode(bytes);
        expect(parseQueryCode(code)).toEqual({ ok: true, code });
        expect(parseQueryCode(` ${code.toLowerCase().replace(/-/g, ' ')} `)).toEqual({ ok: true, code });
      }),
      { numRuns: 500 },
    );
  });

  it('catch any single mistyped symbol with the check symbol (property)', () => {
    fc.assert(
      fc.property(randomBytes, fc.nat(22), fc.nat(31), (bytes, position, replacement) => {
        const code = formatQueryCode(bytes).replace(/-/g, '');
        const wrong = ALPHABET[replacement] ?? '0';
        fc.pre(code[position] !== wrong);
        const typo = code.slice(0, position) + wrong + code.slice(position + 1);
        expect(parseQueryCode(typo).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('read O as 0 and I or L as 1, and refuse malformed input', () => {
    const code = formatQueryCode(new Uint8Array(15));
    expect(parseQueryCode(code.replace(/0/g, 'O'))).toEqual({ ok: true, code });
    expect(parseQueryCode('')).toEqual({ ok: false, reason: 'format' });
    expect(parseQueryCode('ABCD-EFGH')).toEqual({ ok: false, reason: 'format' });
    expect(parseQueryCode(`${code.slice(0, -1)}#`)).toEqual({ ok: false, reason: 'format' });
    expect(() => formatQueryCode(new Uint8Array(10))).toThrow();
  });
});
