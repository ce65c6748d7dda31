import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { scrollIncrements } from './scroll-math.ts';

/** Scrolls an element by a step in the spec's increments, one per animation frame. */
export function useSteppedScroll(ref: RefObject<HTMLElement | null>, step: number) {
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return useCallback(
    (direction: -1 | 1) => {
      cancelAnimationFrame(frame.current);
      const parts = scrollIncrements(step * direction);
      const tick = (i: number) => {
        const el = ref.current;
        const part = parts[i];
        if (!el || part === undefined) return;
        el.scrollLeft += part;
        frame.current = requestAnimationFrame(() => tick(i + 1));
      };
      tick(0);
    },
    [ref, step],
  );
}
