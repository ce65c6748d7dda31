import { entryState, saveOnEntry } from './history-entries.ts';

/**
 * Each history entry remembers where the window was scrolled, so Back and Forward return to the place
 * on the page, not only to the page: the browser's own restoration runs before the app has drawn the
 * entry's page (or list page), and a route change's scroll to the top would undo it anyway.
 */

/** How long after the last scroll event the position is written (history writes are rate-limited). */
const SAVE_DELAY_MS = 150;
/** How long a restoration waits for the page to grow tall enough (its data arriving). */
const RESTORE_WAIT_MS = 2000;

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let restoring: number | undefined;

/** Writes the current position onto the current entry at once (before the app leaves it). */
export function rememberScroll(): void {
  clearTimeout(saveTimer);
  saveOnEntry({ scrollY: Math.round(window.scrollY) });
}

/** The position the current entry was left at (0 for an entry never scrolled). */
export const savedScroll = (): number => entryState()?.scrollY ?? 0;

function stopRestoring() {
  if (restoring !== undefined) cancelAnimationFrame(restoring);
  restoring = undefined;
}

/**
 * Scrolls to `y`, again on each frame until the page is tall enough to get there (its list may still
 * be arriving) or RESTORE_WAIT_MS have passed; the visitor's own scrolling stops it.
 */
export function restoreScroll(y: number): void {
  stopRestoring();
  const until = performance.now() + RESTORE_WAIT_MS;
  const step = () => {
    window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    restoring = Math.abs(window.scrollY - y) > 1 && performance.now() < until ? requestAnimationFrame(step) : undefined;
  };
  step();
}

/** Goes to the top of the page (a new route), ending any restoration under way. */
export function scrollToTop(): void {
  stopRestoring();
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** Takes scroll restoration over from the browser for this page load. */
export function installScrollMemory(): void {
  history.scrollRestoration = 'manual';
  addEventListener(
    'scroll',
    () => {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(rememberScroll, SAVE_DELAY_MS);
    },
    { passive: true },
  );
  // A position not yet written belongs to the entry being left, not to the one Back shows now.
  addEventListener('popstate', () => clearTimeout(saveTimer));
  addEventListener('pagehide', rememberScroll);
  for (const input of ['wheel', 'touchstart', 'keydown'] as const) {
    addEventListener(input, stopRestoring, { passive: true });
  }
}
