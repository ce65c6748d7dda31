import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it('takes the middle of an odd count regardless of order', () => {
    expect(median([97, 88, 99])).toBe(97);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});
