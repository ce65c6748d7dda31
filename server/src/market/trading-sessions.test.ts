import { describe, expect, it } from 'vitest';
import { beijingMoment, isPollingTime, shownStatus } from './trading-sessions.ts';

/** A Beijing wall-clock time as a moment. */
const at = (local: string) => new Date(`${local}+08:00`);
const none = new Set<string>();

describe('polling hours (Beijing time, trading days)', () => {
  it('opens at 09:15:00 with the call auction, not a second before', () => {
    expect(isPollingTime(at('2026-03-02T09:14:59'), none)).toBe(false);
    expect(isPollingTime(at('2026-03-02T09:15:00'), none)).toBe(true);
  });

  it('keeps the morning session up to 11:30:00 and stops at 11:30:01', () => {
    expect(isPollingTime(at('2026-03-02T11:30:00'), none)).toBe(true);
    expect(isPollingTime(at('2026-03-02T11:30:01'), none)).toBe(false);
    expect(isPollingTime(at('2026-03-02T12:59:59'), none)).toBe(false);
    expect(isPollingTime(at('2026-03-02T13:00:00'), none)).toBe(true);
  });

  it('polls until 15:05:00, five minutes after the close', () => {
    expect(isPollingTime(at('2026-03-02T15:00:00'), none)).toBe(true);
    expect(isPollingTime(at('2026-03-02T15:05:00'), none)).toBe(true);
    expect(isPollingTime(at('2026-03-02T15:05:01'), none)).toBe(false);
  });

  it('does not poll on Saturdays and Sundays', () => {
    expect(isPollingTime(at('2026-02-28T10:00:00'), none)).toBe(false);
    expect(isPollingTime(at('2026-03-01T10:00:00'), none)).toBe(false);
  });

  it('does not poll on a listed closure, and does the next weekday', () => {
    const closures = new Set(['2026-10-07']);
    expect(isPollingTime(at('2026-10-07T10:00:00'), closures)).toBe(false);
    expect(isPollingTime(at('2026-10-08T10:00:00'), closures)).toBe(true);
  });

  it('reads the Beijing date, not UTC: 01:30 UTC on a Monday is 09:30 Monday in Beijing', () => {
    expect(beijingMoment(new Date('2026-03-02T01:30:00Z'))).toEqual({
      date: '2026-03-02',
      weekday: 1,
      second: 9 * 3600 + 30 * 60,
    });
    // Sunday 20:00 UTC is Monday 04:00 in Beijing: a trading day, outside the hours.
    expect(beijingMoment(new Date('2026-03-01T20:00:00Z')).weekday).toBe(1);
  });
});

describe('the status a live quote is shown with', () => {
  const morning = '2026-03-02T10:30:03+08:00';
  it('is trading for a quote of today before the close', () => {
    expect(shownStatus('trading', morning, at('2026-03-02T10:30:10'))).toBe('trading');
  });
  it('is closed for the closing quote, and for any quote of an earlier day', () => {
    expect(shownStatus('trading', '2026-03-02T15:00:03+08:00', at('2026-03-02T15:01:00'))).toBe('closed');
    expect(shownStatus('trading', morning, at('2026-03-03T09:00:00'))).toBe('closed');
  });
  it('is halted whenever the feed said so', () => {
    expect(shownStatus('halted', morning, at('2026-03-02T10:30:10'))).toBe('halted');
    expect(shownStatus('halted', morning, at('2026-03-05T10:30:10'))).toBe('halted');
  });
});
