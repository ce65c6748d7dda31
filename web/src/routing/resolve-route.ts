import { DETAIL_KINDS, type DetailKind, findRoute, NAV_SECTIONS, type NavItem } from '@muyuan/contract/sitemap';

export type ResolvedRoute =
  | { kind: 'page'; key: string; path: string; item: NavItem; sectionIndex: number }
  | { kind: 'detail'; key: string; path: string; detailKind: DetailKind; id: string; sectionIndex: -1 }
  | { kind: 'notFound'; key: string; path: string; sectionIndex: -1 };

const DETAIL_PATH = /^\/detail\/([^/]+)\/([^/]+)\/?$/;

/** Maps a hash path to what the site shows there; every page comes from the navigation tree. */
export function resolveRoute(path: string): ResolvedRoute {
  const entry = findRoute(path);
  if (entry) return { kind: 'page', key: path, path, item: entry.item, sectionIndex: entry.sectionIndex };
  const detail = DETAIL_PATH.exec(path);
  const kind = detail?.[1] as DetailKind | undefined;
  if (detail?.[2] && kind && DETAIL_KINDS.includes(kind)) {
    return { kind: 'detail', key: path, path, detailKind: kind, id: decodeURIComponent(detail[2]), sectionIndex: -1 };
  }
  return { kind: 'notFound', key: path, path, sectionIndex: -1 };
}

/** The section (top nav entry) a route belongs to; undefined for search, detail and unknown pages. */
export function sectionOf(route: ResolvedRoute) {
  return route.sectionIndex >= 0 ? NAV_SECTIONS[route.sectionIndex] : undefined;
}
