import { describe, expect, it } from 'vitest';
import { settledCount } from './complaint-rows.ts';

describe('settledCount', () => {
  it('waits until the count stops changing, then gives it', async () => {
    const counts = [10, 12, 15, 15, 15, 15, 15, 15];
    let i = 0;
    const counter = { count: () => counts[Math.min(i++, counts.length - 1)] as number };
    expect(await settledCount(counter, { intervalMs: 1, stableMs: 20, timeoutMs: 2000 })).toBe(15);
    expect(i).toBeGreaterThan(3);
  });

  it('gives the last count when it never settles within the time allowed', async () => {
    let n = 0;
    const counter = { count: () => n++ };
    const result = await settledCount(counter, { intervalMs: 1, stableMs: 1000, timeoutMs: 30 });
    expect(result).toBe(n - 1);
  });
});
