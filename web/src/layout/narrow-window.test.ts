import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_HEADER_MIN_WIDTH_PX, NARROW_WINDOW_QUERY, useNarrowWindow } from './narrow-window.ts';

/** A matchMedia stand-in whose one list can be told the window got narrow or wide. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  const matchMedia = vi.fn(() => list);
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    set(narrow: boolean) {
      list.matches = narrow;
      for (const fn of listeners) fn();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNarrowWindow', () => {
  it('asks for windows narrower than the desktop header needs, 1000 px itself staying desktop', () => {
    expect(DESKTOP_HEADER_MIN_WIDTH_PX).toBe(1000);
    expect(NARROW_WINDOW_QUERY).toBe('(max-width: 999.98px)');
  });

  it('follows the window as it is resized, and stops listening when unmounted', () => {
    const media = fakeMatchMedia(false);
    const { result, unmount } = renderHook(() => useNarrowWindow());
    expect(result.current).toBe(false);
    expect(media.matchMedia).toHaveBeenCalledWith(NARROW_WINDOW_QUERY);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('header.css hides the desktop entries before the app runs at the same width', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'header.css'), 'utf8');
    const at = css.indexOf(`@media ${NARROW_WINDOW_QUERY}`);
    expect(at).toBeGreaterThan(0);
    expect(css.slice(at)).toMatch(/^@media \(max-width: 999\.98px\) \{\s+\.is-desktop \.top-nav,/);
  });
});
