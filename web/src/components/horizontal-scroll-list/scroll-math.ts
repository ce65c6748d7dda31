import {
  DRAG_THRESHOLD_PX,
  SCROLL_END_TOLERANCE_PX,
  SCROLL_THROTTLE_MS,
  SCROLL_TICKS,
} from '@muyuan/contract/constants';

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Left arrow hidden at the start, right arrow hidden at the end, each within the tolerance. */
export function arrowVisibility(box: ScrollBox, tolerance: number = SCROLL_END_TOLERANCE_PX) {
  return {
    showLeft: box.scrollLeft > tolerance,
    showRight: box.scrollLeft + box.clientWidth < box.scrollWidth - tolerance,
  };
}

/** A step split into `ticks` equal increments (the spec scrolls one step in 40 of them). */
export function scrollIncrements(step: number, ticks: number = SCROLL_TICKS): number[] {
  return Array.from({ length: ticks }, () => step / ticks);
}

/**
 * The direction a finished drag continues in: dragging content to the left by at least the threshold
 * moves forward (+1), to the right moves back (-1); a shorter drag sets no direction (0).
 */
export function dragDirection(dx: number, threshold: number = DRAG_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx <= -threshold) return 1;
  if (dx >= threshold) return -1;
  return 0;
}

/** Lets one call through per `ms`; used to throttle wheel events to one step per second. */
export function createThrottle(ms: number = SCROLL_THROTTLE_MS, now: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}
