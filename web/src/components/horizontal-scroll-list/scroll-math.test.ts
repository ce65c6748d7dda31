import { DRAG_THRESHOLD_PX, SCROLL_THROTTLE_MS, SCROLL_TICKS } from '@muyuan/contract/constants';
import { describe, expect, it } from 'vitest';
import { arrowVisibility, createThrottle, dragDirection, scrollIncrements } from './scroll-math.ts';

describe('arrowVisibility', () => {
  it('hides the left arrow at the start, within 5 px', () => {
    expect(arrowVisibility({ scrollLeft: 5, scrollWidth: 2000, clientWidth: 1000 })).toEqual({
      showLeft: false,
      showRight: true,
    });
    expect(arrowVisibility({ scrollLeft: 6, scrollWidth: 2000, clientWidth: 1000 }).showLeft).toBe(true);
  });
  it('hides the right arrow at the end, within 5 px', () => {
    expect(arrowVisibility({ scrollLeft: 995, scrollWidth: 2000, clientWidth: 1000 }).showRight).toBe(false);
    expect(arrowVisibility({ scrollLeft: 994, scrollWidth: 2000, clientWidth: 1000 }).showRight).toBe(true);
  });
  it('hides both when everything fits', () => {
    expect(arrowVisibility({ scrollLeft: 0, scrollWidth: 800, clientWidth: 1000 })).toEqual({
      showLeft: false,
      showRight: false,
    });
  });
});

describe('scrollIncrements', () => {
  it('splits a step into 40 equal increments', () => {
    const parts = scrollIncrements(1200);
    expect(parts).toHaveLength(SCROLL_TICKS);
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(1200);
    expect(parts[0]).toBe(30);
  });
});

describe('dragDirection', () => {
  it('sets a direction only past the 200 px threshold', () => {
    expect(dragDirection(-DRAG_THRESHOLD_PX)).toBe(1);
    expect(dragDirection(DRAG_THRESHOLD_PX)).toBe(-1);
    expect(dragDirection(DRAG_THRESHOLD_PX - 1)).toBe(0);
    expect(dragDirection(-(DRAG_THRESHOLD_PX - 1))).toBe(0);
  });
});

describe('createThrottle', () => {
  it('lets one call through per second', () => {
    let now = 0;
    const allow = createThrottle(SCROLL_THROTTLE_MS, () => now);
    expect(allow()).toBe(true);
    now = SCROLL_THROTTLE_MS - 1;
    expect(allow()).toBe(false);
    now = SCROLL_THROTTLE_MS;
    expect(allow()).toBe(true);
  });
});
