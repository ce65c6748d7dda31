import { describe, expect, it } from 'vitest';
import { direction, signed } from './price-change.ts';

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
});
