import {
  ACCESS_ATTRIBUTES,
  ACCESS_SETTINGS_KEY,
  type AccessSettings,
  parseAccessSettings,
  resolveAccessSettings,
} from '@muyuan/contract/access-settings';

/** The stored settings ({} when nothing, garbage or no storage). */
export function readAccessSettings(): AccessSettings {
  try {
    return parseAccessSettings(localStorage.getItem(ACCESS_SETTINGS_KEY));
  } catch {
    return {};
  }
}

/** Stores the settings (nothing stored for the defaults), for this visit's pages and the next visit's first paint. */
export function storeAccessSettings(settings: AccessSettings): void {
  try {
    if (Object.keys(settings).length === 0) localStorage.removeItem(ACCESS_SETTINGS_KEY);
    else localStorage.setItem(ACCESS_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused (a private window's quota): the settings still hold for this page.
  }
}

export function systemReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Sets `<html>`'s attributes as the inline script does at the start of a page. */
export function applyAccessSettings(settings: AccessSettings, root: HTMLElement = document.documentElement): void {
  const attributes = resolveAccessSettings(settings, systemReducedMotion());
  for (const name of ACCESS_ATTRIBUTES) {
    const value = attributes[name];
    if (value === undefined) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}
