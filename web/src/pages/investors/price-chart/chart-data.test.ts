import { describe, expect, it } from 'vitest';
import { barsInRange, dayTicks, placeEvents, rangeStart, stackMarks, tickLabel } from './chart-data.ts';

const bar = (date: string) => ({ date, open: 1, high: 1, low: 1, close: 1, volume: 0, amount: 0 });

describe('the chart ranges', () => {
  it('start the same day so many months before the last day, the 31st falling back to a shorter month', () => {
    expect(rangeStart('1M', '2026-02-13')).toBe('2026-01-13');
    expect(rangeStart('3M', '2026-05-31')).toBe('2026-02-28');
    expect(rangeStart('1Y', '2024-02-29')).toBe('2023-02-28');
    expect(rangeStart('3Y', '2026-02-13')).toBe('2023-02-13');
    expect(rangeStart('all', '2026-02-13')).toBeNull();
  });

  it('keep the bars after the start, up to the last', () => {
    const bars = ['2025-12-31', '2026-01-13', '2026-01-14', '2026-02-13'].map(bar);
    expect(barsInRange(bars, '1M').map((b) => b.date)).toEqual(['2026-01-14', '2026-02-13']);
    expect(barsInRange(bars, 'all')).toHaveLength(4);
    expect(barsInRange([], '1Y')).toEqual([]);
  });
});

describe('the events on the chart', () => {
  it('sit on their trading day or the next one, and those outside the bars are left out', () => {
    const bars = ['2026-02-06', '2026-02-09', '2026-02-10'].map(bar);
    const saturday = { kind: 'announcement' as const, date: '2026-02-07', title: 'a' };
    const monday = { kind: 'exDate' as const, date: '2026-02-09', title: 'b' };
    const before = { kind: 'announcement' as const, date: '2026-02-05', title: 'c' };
    const after = { kind: 'announcement' as const, date: '2026-02-11', title: 'd' };
    const placed = placeEvents(bars, [saturday, monday, before, after]);
    expect([...placed.entries()]).toEqual([[1, [saturday, monday]]]);
  });
});

describe('the ticks of the x axis', () => {
  const days = ['2026-01-29', '2026-01-30', '2026-02-02', '2026-02-03', '2026-02-09', '2026-03-02', '2026-04-01'];
  const bars = days.map(bar);

  it('mark the first trading day of each week, month or quarter after the first bar', () => {
    expect(dayTicks(bars, 'week', 10)).toEqual([2, 4, 5, 6]);
    expect(dayTicks(bars, 'month', 10)).toEqual([2, 5, 6]);
    expect(dayTicks(bars, 'quarter', 10)).toEqual([6]);
  });

  it('keep every n-th when more would not fit, and say weeks by day and months by month', () => {
    expect(dayTicks(bars, 'week', 2)).toEqual([2, 5]);
    expect(tickLabel('2026-02-02', 'week')).toBe('02-02');
    expect(tickLabel('2026-02-02', 'month')).toBe('2026-02');
  });
});

describe('the marks above the plot', () => {
  it('stack in rows where they would overlap, and go back to the first row where there is room', () => {
    expect(stackMarks([10, 20, 25, 60, 70, 100], 22)).toEqual([0, 1, 2, 0, 1, 0]);
    expect(stackMarks([], 22)).toEqual([]);
  });
});
