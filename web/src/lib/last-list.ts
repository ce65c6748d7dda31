import type { DetailKind } from '@muyuan/contract/sitemap';

/**
 * Which list an article was opened from: one per kind of article, and one for the recruitment news,
 * which are news articles listed on the recruitment page rather than in the news centre.
 */
export type ListKey = DetailKind | 'recruitmentNews';

/**
 * The list (with its tab and page) a visitor last opened an article of each kind from, so the
 * detail's "back to the list" returns to the same place. Kept for this page load only.
 */
const lastList = new Map<ListKey, string>();

export function rememberList(key: ListKey, route: string): void {
  lastList.set(key, route);
}

export function listRouteOf(key: ListKey, fallback: string): string {
  return lastList.get(key) ?? fallback;
}
