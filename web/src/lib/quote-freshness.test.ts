import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageText, formatAge, isStale, latestTradingMoment } from './quote-freshness.ts';

/** A Beijing wall-clock time as a Date. */
const bj = (text: string) => new Date(`${text}+08:00`);

describe('quote freshness', () => {
  it('finds the latest trading moment: in a session, at lunch, after the close, on a weekend', () => {
    expect(latestTradingMoment(bj('2026-02-12T10:05:00'))).toEqual(bj('2026-02-12T10:05:00'));
    expect(latestTradingMoment(bj('2026-02-12T12:10:00'))).toEqual(bj('2026-02-12T11:30:00'));
    expect(latestTradingMoment(bj('2026-02-12T20:00:00'))).toEqual(bj('2026-02-12T15:00:00'));
    expect(latestTradingMoment(bj('2026-02-12T08:00:00'))).toEqual(bj('2026-02-11T15:00:00'));
    // Sunday and Monday before the open both fall back to Friday's close.
    expect(latestTradingMoment(bj('2026-02-15T11:00:00'))).toEqual(bj('2026-02-13T15:00:00'));
    expect(latestTradingMoment(bj('2026-02-16T09:00:00'))).toEqual(bj('2026-02-13T15:00:00'));
  });

  it('keeps a quote fresh within the promised delay, and a Friday close fresh over the weekend', () => {
    expect(isStale(bj('2026-02-12T10:00:00'), bj('2026-02-12T10:15:00'))).toBe(false);
    expect(isStale(bj('2026-02-12T10:00:00'), bj('2026-02-12T10:19:00'))).toBe(false);
    expect(isStale(bj('2026-02-13T15:00:00'), bj('2026-02-15T22:00:00'))).toBe(false);
    expect(isStale(bj('2026-02-13T15:00:00'), bj('2026-02-16T09:44:00'))).toBe(false);
  });

  it('marks a quote stale once it is older than the delay note promises', () => {
    expect(isStale(bj('2026-02-12T10:00:00'), bj('2026-02-12T10:21:00'))).toBe(true);
    expect(isStale(bj('2026-02-13T15:00:00'), bj('2026-02-16T10:00:00'))).toBe(true);
    expect(isStale(bj('2026-02-13T15:00:00'), bj('2026-11-22T08:00:00'))).toBe(true);
  });

  it('says how old a quote is in the largest fitting unit, in both languages', () => {
    const now = bj('2026-02-16T10:00:00');
    expect(formatAge(bj('2026-02-16T09:40:00'), now, 'en')).toBe('20 minutes ago');
    expect(formatAge(bj('2026-02-13T15:00:00'), now, 'en')).toBe('2 days ago');
    expect(formatAge(bj('2026-02-10T10:00:00'), now, 'zh')).toBe('6天前');
    expect(formatAge(bj('2025-11-01T10:00:00'), now, 'en')).toBe('3 months ago');
    expect(formatAge(bj('2023-11-01T10:00:00'), now, 'zh')).toBe('2年前');
  });

  it('writes the age as Intl.RelativeTimeFormat does, in both languages', () => {
    const units = ['year', 'month', 'day', 'hour', 'minute'] as const;
    fc.assert(
      fc.property(fc.nat(100_000), fc.constantFrom(...units), (count, unit) => {
        const en = new Intl.RelativeTimeFormat('en', { numeric: 'always' }).format(-count, unit);
        const zh = new Intl.RelativeTimeFormat('zh-CN', { numeric: 'always' }).format(-count, unit);
        expect(ageText('en', count, unit)).toBe(en);
        expect(ageText('zh', count, unit)).toBe(zh);
      }),
    );
  });
});
