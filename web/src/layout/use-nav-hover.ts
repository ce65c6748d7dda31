import { HOVER_DELAY_MS } from '@muyuan/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Desktop nav state (spec section 4): the active section index; a hovered entry becomes the shown one
 * after HOVER_DELAY_MS; leaving the header restores the active one. Keyboard focus opens at once.
 */
export function useNavHover(routeSectionIndex: number) {
  const [activeIndex, setActiveIndex] = useState(routeSectionIndex);
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setActiveIndex(routeSectionIndex), [routeSectionIndex]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hoverEntry = useCallback((index: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHoverIndex(index), HOVER_DELAY_MS);
  }, []);
  const openNow = useCallback((index: number) => {
    clearTimeout(timer.current);
    setHoverIndex(index);
  }, []);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setHoverIndex(null);
  }, []);
  const activate = useCallback((index: number) => {
    clearTimeout(timer.current);
    setActiveIndex(index);
    setHoverIndex(null);
  }, []);

  return { activeIndex, hoverIndex, shownIndex: hoverIndex ?? activeIndex, hoverEntry, openNow, reset, activate };
}
export type NavHover = ReturnType<typeof useNavHover>;
