import { type RefObject, useEffect } from 'react';

/**
 * While `active`, everything beside the header (skip link, page, footer) is inert: the full-screen
 * mobile menu covers it, so neither Tab nor a screen reader may reach the controls hidden behind it.
 * Escape anywhere calls `onEscape`. Both are undone when the menu closes or the header goes away
 * (a resize to the desktop layout).
 */
export function usePageBehindInert(header: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  useEffect(() => {
    const own = header.current;
    if (!active || !own?.parentElement) return;
    // Siblings inert already stay so afterwards.
    const behind = [...own.parentElement.children].filter((el) => el !== own && !el.hasAttribute('inert'));
    for (const el of behind) el.setAttribute('inert', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      for (const el of behind) el.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [header, active, onEscape]);
}
