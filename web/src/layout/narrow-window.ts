import { useSyncExternalStore } from 'react';

/**
 * The narrowest window the desktop header fits on one 58 px row in both languages (English, the
 * longer one, needs about 975 px with the compact rules below 1280 px). Narrower windows get the
 * mobile layout whatever the user agent says. header.css repeats this figure in its first-paint rule.
 */
export const DESKTOP_HEADER_MIN_WIDTH_PX = 1000;

/** Matches a window narrower than the desktop header needs (the .02 keeps 1000 px itself desktop). */
export const NARROW_WINDOW_QUERY = `(max-width: ${DESKTOP_HEADER_MIN_WIDTH_PX - 0.02}px)`;

function narrowWindowList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_WINDOW_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = narrowWindowList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isNarrow = () => narrowWindowList()?.matches ?? false;
/** A server render knows no window: it renders for the user agent, and CSS covers a narrow first paint. */
const isNarrowOnServer = () => false;

/**
 * Whether the window is narrower than the desktop header needs; follows resizes (an iPad entering
 * split view, a desktop window made narrow). A hydrating render starts from the server's answer and
 * React re-renders with the window's right after, so hydration never mismatches.
 */
export function useNarrowWindow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, isNarrowOnServer);
}
