import type { StaffRole } from '@muyuan/contract/admin/roles';
import { useSyncExternalStore } from 'react';

/** The screens a signed-in person moves between, each at `#/<name>`; `home` is `#/` (or anything unknown). */
export const CONSOLE_SCREENS = ['home', 'accounts', 'tokens', 'audit', 'security'] as const;
export type ConsoleScreen = (typeof CONSOLE_SCREENS)[number];

/**
 * Who sees each screen in the navigation: the server's route table decides what they may do, this only
 * keeps out of sight what would answer 403 (`signed-in`: everyone).
 */
export const SCREEN_ROLES: Readonly<Record<ConsoleScreen, 'signed-in' | readonly StaffRole[]>> = {
  home: 'signed-in',
  accounts: ['admin'],
  tokens: ['admin'],
  audit: ['admin', 'compliance'],
  security: 'signed-in',
};

export function mayOpen(screen: ConsoleScreen, roles: readonly StaffRole[]): boolean {
  const rule = SCREEN_ROLES[screen];
  return rule === 'signed-in' || rule.some((role) => roles.includes(role));
}

/** The console's screens, from the address's hash: `#/enroll/<secret>`, `#/<screen>`, or home. */
export type ConsoleRoute = { screen: 'enroll'; token: string } | { screen: ConsoleScreen };

export function routeOf(hash: string): ConsoleRoute {
  const enroll = /^#\/enroll\/([^/?#]+)$/.exec(hash);
  if (enroll?.[1]) return { screen: 'enroll', token: decodeURIComponent(enroll[1]) };
  const named = /^#\/([a-z]+)\/?$/.exec(hash)?.[1];
  const screen = CONSOLE_SCREENS.find((s) => s === named);
  return { screen: screen ?? 'home' };
}

/** The address of a screen. */
export const screenHref = (screen: ConsoleScreen): string => (screen === 'home' ? '#/' : `#/${screen}`);

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
