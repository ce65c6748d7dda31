import { describe, expect, it } from 'vitest';
import { beijingTime, direction, signed } from './price-change.ts';

describe('price change', () => {
  it('tells up, down and unchanged apart', () => {
    expect(direction(0.81)).toBe('up');
    expect(direction(-0.01)).toBe('down');
    expect(direction(0)).toBe('flat');
  });
  it('writes the sign in the text, not only in the colour', () => {
    expect(signed(0.81, 2)).toBe('+0.81');
    expect(signed(-0.8125, 3)).toBe('−0.813');
    expect(signed(0, 2)).toBe('0.00');
    expect(signed(1.97, 2, '%')).toBe('+1.97%');
  });
  it('shows quote times in Beijing time', () => {
    expect(beijingTime('2026-02-13T15:00:00+08:00')).toBe('2026-02-13 15:00');
    expect(beijingTime('2026-02-13T07:00:00Z')).toBe('2026-02-13 15:00');
  });
});
