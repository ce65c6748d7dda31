import { describe, expect, it } from 'vitest';
import { beijingDay, beijingDayEnd, beijingDayStart, beijingTime } from './beijing-time.ts';

describe('Beijing time', () => {
  it('writes an instant on Beijing’s clock, with or without seconds', () => {
    expect(beijingTime('2026-02-13T15:00:00+08:00', { seconds: false })).toBe('2026-02-13 15:00');
    expect(beijingTime('2026-02-13T07:00:05Z')).toBe('2026-02-13 15:00:05');
    expect(beijingTime('2026-12-31T16:30:00Z', { seconds: false })).toBe('2027-01-01 00:30');
  });

  it('agrees with the time-zone database on every month of a year', () => {
    const zone = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2026, month, 15, 17, 3, 9));
      expect(beijingTime(at.toISOString())).toBe(zone.format(at));
    }
  });

  it('gives back text that is not a time', () => {
    expect(beijingTime('soon')).toBe('soon');
  });

  it('names the Beijing day of an instant and the bounds of a day', () => {
    expect(beijingDay(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
    expect(beijingDay(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(beijingDayStart('2026-11-29')).toBe('2026-11-28T16:00:00.000Z');
    expect(beijingDayEnd('2026-11-29')).toBe('2026-11-29T15:59:59.999Z');
  });
});
