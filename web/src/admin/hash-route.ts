import type { StaffRole } from '@muyuan/contract/admin/roles';
import { useSyncExternalStore } from 'react';

/** The screens a signed-in person moves between, each at `#/<name>`; `home` is `#/` (or anything unknown). */
export const CONSOLE_SCREENS = [
  'home',
  'content',
  'translations',
  'media',
  'documents',
  'prices',
  'searches',
  'alerts',
  'cases',
  'accounts',
  'tokens',
  'audit',
  'security',
] as const;
export type ConsoleScreen = (typeof CONSOLE_SCREENS)[number];

/** Who reads content and its history (the server's CONTENT_READERS): everyone who works on it, and viewers. */
const CONTENT_READERS: readonly StaffRole[] = ['admin', 'editor', 'publisher', 'viewer'];

/**
 * Who sees each screen in the navigation: the server's route table decides what they may do, this only
 * keeps out of sight what would answer 403 (`signed-in`: everyone).
 */
export const SCREEN_ROLES: Readonly<Record<ConsoleScreen, 'signed-in' | readonly StaffRole[]>> = {
  home: 'signed-in',
  content: CONTENT_READERS,
  translations: CONTENT_READERS,
  media: CONTENT_READERS,
  documents: CONTENT_READERS,
  prices: CONTENT_READERS,
  // Counts only (issue 42, point 7): everyone who works on content reads them.
  searches: CONTENT_READERS,
  // The server's ALERT_STAFF: the IR team (publishers) and admins.
  alerts: ['admin', 'publisher'],
  cases: ['compliance'],
  accounts: ['admin'],
  tokens: ['admin'],
  audit: ['admin', 'compliance'],
  security: 'signed-in',
};

export function mayOpen(screen: ConsoleScreen, roles: readonly StaffRole[]): boolean {
  const rule = SCREEN_ROLES[screen];
  return rule === 'signed-in' || rule.some((role) => roles.includes(role));
}

/** The address part of a record not saved yet (ids are letters, digits, `-` and `_`, so never this). */
export const NEW_RECORD = '~new';

/**
 * The console's screens, from the address's hash: `#/enroll/<secret>`, `#/<screen>`, or home. Content
 * goes deeper: `#/content/<collection>` lists a collection's records, `#/content/<collection>/<id>`
 * edits one (`~new`: a record not saved yet).
 */
export type ConsoleRoute =
  | { screen: 'enroll'; token: string }
  | { screen: ConsoleScreen; collection?: undefined; record?: undefined; caseId?: undefined }
  | { screen: 'content'; collection: string; record?: string; english?: EnglishFilter }
  | { screen: 'cases'; caseId: string };

/** A collection's list opened on the records whose English is missing, older or current (`?english=`). */
export type EnglishFilter = 'missing' | 'older' | 'current';

export function routeOf(hash: string): ConsoleRoute {
  const enroll = /^#\/enroll\/([^/?#]+)$/.exec(hash);
  if (enroll?.[1]) return { screen: 'enroll', token: decodeURIComponent(enroll[1]) };
  const content = /^#\/content\/([^/?#]+)(?:\/([^/?#]+))?\/?(?:\?english=(missing|older|current))?$/.exec(hash);
  if (content?.[1]) {
    const collection = decodeURIComponent(content[1]);
    if (content[2]) return { screen: 'content', collection, record: decodeURIComponent(content[2]) };
    const english = content[3] as EnglishFilter | undefined;
    return english ? { screen: 'content', collection, english } : { screen: 'content', collection };
  }
  const oneCase = /^#\/cases\/([0-9a-f-]{36})\/?$/.exec(hash)?.[1];
  if (oneCase) return { screen: 'cases', caseId: oneCase };
  const named = /^#\/([a-z]+)\/?$/.exec(hash)?.[1];
  const screen = CONSOLE_SCREENS.find((s) => s === named);
  return { screen: screen ?? 'home' };
}

/** The address of a screen. */
export const screenHref = (screen: ConsoleScreen): string => (screen === 'home' ? '#/' : `#/${screen}`);

/** The address of a collection's list, or of one of its records (NEW_RECORD for a new one). */
export const contentHref = (collection: string, record?: string): string =>
  `#/content/${encodeURIComponent(collection)}${record === undefined ? '' : `/${record === NEW_RECORD ? NEW_RECORD : encodeURIComponent(record)}`}`;

/** The address of one case of the compliance console. */
export const caseHref = (id: string): string => `#/cases/${id}`;

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
