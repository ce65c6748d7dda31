import { describe, expect, it } from 'vitest';
import { isoWeekAt, isoWeekNamed } from './iso-week.ts';
import { normalizeQuery } from './normalize-query.ts';

describe('ISO weeks in Shanghai', () => {
  it('starts a week at Monday midnight Beijing time, which is Sunday 16:00 UTC', () => {
    expect(isoWeekAt(Date.UTC(2026, 10, 29, 15, 59)).week).toBe('2026-W48');
    const next = isoWeekAt(Date.UTC(2026, 10, 29, 16, 0));
    expect(next).toEqual({ week: '2026-W49', from: '2026-11-30', to: '2026-12-06', endsAt: Date.UTC(2026, 11, 6, 16) });
  });

  it('gives the days around New Year to the week of their Thursday', () => {
    // 2026 starts on a Thursday: 53 weeks; 1 January 2027 (Friday) is still in 2026-W53.
    expect(isoWeekAt(Date.UTC(2027, 0, 1, 4)).week).toBe('2026-W53');
    expect(isoWeekAt(Date.UTC(2027, 0, 4, 4)).week).toBe('2027-W01');
    expect(isoWeekAt(Date.UTC(2025, 11, 29, 4)).week).toBe('2026-W01');
  });

  it('reads a week from its name, and refuses a week its year lacks', () => {
    expect(isoWeekNamed('2026-W53')).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
    expect(isoWeekNamed('2026-W01')).toMatchObject({ from: '2025-12-29', to: '2026-01-04' });
    expect(isoWeekNamed('2027-W53')).toBeNull();
  });
});

describe('a query as counted', () => {
  it('trims, collapses white space, folds case and keeps at most 50 characters', () => {
    expect(normalizeQuery('  Pig\t\u3000 FEED  ')).toBe('pig feed');
    expect(normalizeQuery('猪'.repeat(60))).toBe('猪'.repeat(50));
    expect(normalizeQuery('   ')).toBe('');
  });
});
