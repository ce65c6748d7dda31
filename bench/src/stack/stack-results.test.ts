import { describe, expect, it } from 'vitest';
import { run } from '../report/test-fixtures.ts';
import { medianRound } from './stack-results.ts';

const round = (cached: number, name: string) => ({ name, staticFile: run(10_000, 4), cached: run(cached, 5) });

describe('medianRound', () => {
  it('picks the round whose cached ÷ static share is the middle one', () => {
    expect(medianRound([round(9_800, 'high'), round(8_700, 'low'), round(9_200, 'middle')]).name).toBe('middle');
  });

  it('takes the lower middle of an even count, and the only round of one', () => {
    expect(medianRound([round(9_800, 'high'), round(8_700, 'low')]).name).toBe('low');
    expect(medianRound([round(9_000, 'only')]).name).toBe('only');
    expect(() => medianRound([])).toThrow(/no rounds/);
  });
});
