import { useSyncExternalStore } from 'react';

/** The console's screens, from the address's hash: `#/enroll/<secret>` or anything else (home / sign-in). */
export type ConsoleRoute = { screen: 'enroll'; token: string } | { screen: 'home' };

export function routeOf(hash: string): ConsoleRoute {
  const enroll = /^#\/enroll\/([^/?#]+)$/.exec(hash);
  return enroll?.[1] ? { screen: 'enroll', token: decodeURIComponent(enroll[1]) } : { screen: 'home' };
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useHashRoute(): ConsoleRoute {
  const hash = useSyncExternalStore(subscribe, () => location.hash);
  return routeOf(hash);
}

/** Leaves a screen for the console's home; replaces the entry so Back does not return to a used address. */
export function goHome(): void {
  history.replaceState(null, '', `${location.pathname}#/`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
