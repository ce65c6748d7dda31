import { describe, expect, it } from 'vitest';
import { benchMode, FULL_MODE, QUICK_MODE } from './bench-mode.ts';

describe('benchMode', () => {
  it('runs the full measurement unless BENCH_QUICK asks for short runs', () => {
    expect(benchMode({})).toBe(FULL_MODE);
    expect(benchMode({ BENCH_QUICK: '0' })).toBe(FULL_MODE);
    expect(benchMode({ BENCH_QUICK: 'false' })).toBe(FULL_MODE);
    expect(benchMode({ BENCH_QUICK: '1' })).toBe(QUICK_MODE);
  });

  it('keeps the full run at three Lighthouse runs per page, the median the targets are set on', () => {
    expect(FULL_MODE.lighthouseRuns).toBe(3);
    expect(QUICK_MODE.lighthouseRuns).toBe(1);
  });
});
