import { useSyncExternalStore } from 'react';

/**
 * Whether the reading-settings toolbar is open: one flag shared by the header's button and the
 * toolbar's host (which sits outside the header, so hovering or focusing the toolbar never opens the
 * header's side panel).
 */
let open = false;
const listeners = new Set<() => void>();

export function setAccessToolbarOpen(value: boolean): void {
  if (value === open) return;
  open = value;
  for (const listener of listeners) listener();
}

export function useAccessToolbarOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** The toolbar's element id (the button's aria-controls) and the button's, to return focus to. */
export const ACCESS_TOOLBAR_ID = 'access-toolbar';
export const ACCESS_BUTTON_ID = 'access-button';
