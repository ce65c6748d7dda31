import { type RefObject, useEffect } from 'react';

/** Publishes the header's real height as `--header-height`, so the main view is padded below it. */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const update = () => document.documentElement.style.setProperty('--header-height', `${el.offsetHeight}px`);
    const observer = new ResizeObserver(update);
    observer.observe(el);
    update();
    return () => observer.disconnect();
  }, [ref]);
}
