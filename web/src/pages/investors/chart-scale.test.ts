import { describe, expect, it } from 'vitest';
import { niceTicks } from './chart-scale.ts';

describe('chart scale', () => {
  it('ticks from zero to just above the largest value at round steps', () => {
    expect(niceTicks([202.21, 1379.47])).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks([10.25, 71.6])).toEqual([0, 20, 40, 60, 80]);
  });
  it('reaches below zero for a loss', () => {
    const ticks = niceTicks([61.14, 274.51, -42.63, 178.81]);
    expect(ticks[0]).toBeLessThan(-42.63);
    expect(ticks).toContain(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(274.51);
  });
  it('still draws an axis when every value is zero', () => {
    expect(niceTicks([0, 0])).toEqual([0, 1]);
  });
});
