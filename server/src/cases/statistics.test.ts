import { describe, expect, it } from 'vitest';
import { DAY_MS } from './clocks.ts';
import { medianDays } from './statistics.ts';

describe('medianDays', () => {
  it('is the middle span in days, the mean of the two middle ones for an even count, null for none', () => {
    expect(medianDays([])).toBeNull();
    expect(medianDays([3 * DAY_MS])).toBe(3);
    expect(medianDays([5 * DAY_MS, 1 * DAY_MS, 2 * DAY_MS])).toBe(2);
    expect(medianDays([1 * DAY_MS, 2 * DAY_MS, 4 * DAY_MS, 10 * DAY_MS])).toBe(3);
    expect(medianDays([DAY_MS / 3])).toBe(0.3);
  });
});
