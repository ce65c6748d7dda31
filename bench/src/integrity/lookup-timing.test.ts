import { parseQueryCode } from '@muyuan/contract/query-code';
import { describe, expect, it } from 'vitest';
import {
  assertMalformed,
  latencySummary,
  lookupWindow,
  malformedCodes,
  mediansApart,
  outsideWindow,
  unknownCode,
} from './lookup-timing.ts';

describe('latencySummary', () => {
  it('gives min, median, nearest-rank p95 and max', () => {
    const durations = Array.from({ length: 100 }, (_, i) => 400 + i);
    expect(latencySummary(durations.reverse())).toEqual({
      count: 100,
      minMs: 400,
      medianMs: 449.5,
      p95Ms: 494,
      maxMs: 499,
    });
  });

  it('takes the largest for p95 when there are fewer than twenty', () => {
    expect(latencySummary([401, 405, 402])).toMatchObject({ medianMs: 402, p95Ms: 405, maxMs: 405 });
  });

  it('refuses an empty series', () => {
    expect(() => latencySummary([])).toThrow();
  });
});

describe('the lookup window', () => {
  const window = lookupWindow(400, 100);

  it('runs from the server window to 100 ms after it', () => {
    expect(window).toEqual({ fromMs: 400, toMs: 500 });
  });

  it('includes both bounds and lists what falls outside, early or late', () => {
    expect(outsideWindow([400, 450, 500], window)).toEqual([]);
    expect(outsideWindow([399.9, 450, 500.1], window)).toEqual([399.9, 500.1]);
  });
});

describe('mediansApart', () => {
  it('is the distance between two medians, whichever is larger', () => {
    expect(mediansApart([401, 402, 403], [410, 412, 420])).toBe(10);
    expect(mediansApart([410, 412, 420], [401, 402, 403])).toBe(10);
  });
});

describe('codes', () => {
  const valid = unknownCode(new Uint8Array(15).fill(0xa5));

  it('makes an unknown code that is well formed', () => {
    expect(parseQueryCode(valid)).toEqual({ ok: true, code: valid });
  });

  it('makes malformed codes the server refuses before any lookup: a typo, a short code, words', () => {
    const codes = malformedCodes(valid);
    expect(codes).toHaveLength(3);
    expect(parseQueryCode(codes[0] as string)).toEqual({ ok: false, reason: 'check' });
    expect(codes.map((c) => parseQueryCode(c).ok)).toEqual([false, false, false]);
    expect(() => assertMalformed(codes)).not.toThrow();
    expect(() => assertMalformed([valid])).toThrow(/valid/);
  });
});
