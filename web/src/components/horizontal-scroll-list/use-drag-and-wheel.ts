import { type RefObject, useEffect } from 'react';
import { createThrottle, dragDirection } from './scroll-math.ts';

/** Pixels a pointer may move before a press counts as a drag (and the click is swallowed). */
const CLICK_SLOP_PX = 5;

/**
 * Mouse dragging moves the list with the pointer; a drag past the threshold then continues one step
 * that way. A wheel turn moves one step, at most once per throttle interval; at an end the page scrolls.
 */
export function useDragAndWheel(ref: RefObject<HTMLElement | null>, scrollStep: (direction: -1 | 1) => void) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const allowWheel = createThrottle();
    let start: { x: number; scrollLeft: number } | null = null;
    let moved = 0;

    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      start = { x: e.clientX, scrollLeft: el.scrollLeft };
      moved = 0;
    };
    const onPointerMove = (e: PointerEvent) => {
      if (!start) return;
      moved = e.clientX - start.x;
      el.scrollLeft = start.scrollLeft - moved;
    };
    const onPointerUp = () => {
      if (!start) return;
      start = null;
      const direction = dragDirection(moved);
      if (direction !== 0) scrollStep(direction);
    };
    const onClickCapture = (e: MouseEvent) => {
      if (Math.abs(moved) > CLICK_SLOP_PX) {
        e.preventDefault();
        e.stopPropagation();
      }
      moved = 0;
    };
    const onWheel = (e: WheelEvent) => {
      const delta = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.deltaY;
      if (delta === 0) return;
      const direction = delta > 0 ? 1 : -1;
      const atEnd = direction > 0 ? el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 : el.scrollLeft <= 0;
      if (atEnd) return;
      e.preventDefault();
      if (allowWheel()) scrollStep(direction);
    };

    el.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    el.addEventListener('click', onClickCapture, true);
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      el.removeEventListener('click', onClickCapture, true);
      el.removeEventListener('wheel', onWheel);
    };
  }, [ref, scrollStep]);
}
