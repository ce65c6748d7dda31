import type { ComponentType } from 'react';
import { loadPageCopy, type PageCopy } from '../content/page-copy.ts';
import { CURRENT_LANG } from '../lib/language.ts';
import type { ResolvedRoute } from './resolve-route.ts';

export interface PageProps {
  route: ResolvedRoute;
  /** The page's static copy from content/pages (null when none is written yet). */
  copy: PageCopy | null;
}
export type PageComponent = ComponentType<PageProps>;
export interface LoadedPage {
  Page: PageComponent;
  copy: PageCopy | null;
}
type Loader = () => Promise<LoadedPage>;
type ModuleLoader = () => Promise<PageComponent>;

/** Pages with a component of their own; every other route shows the placeholder with its copy. */
const OWN_PAGES: Record<string, ModuleLoader> = {
  home: () => import('../pages/home/home-page.tsx').then((m) => m.HomePage),
  search: () => import('../pages/search/search-page.tsx').then((m) => m.SearchPage),
  opticCentre: () => import('../pages/optic-centre/optic-centre-page.tsx').then((m) => m.OpticCentrePage),
};
const placeholder: ModuleLoader = () =>
  import('../pages/placeholder/placeholder-page.tsx').then((m) => m.PlaceholderPage);
const detail: ModuleLoader = () => import('../pages/detail/detail-page.tsx').then((m) => m.DetailPage);
const notFound: ModuleLoader = () => import('../pages/not-found/not-found-page.tsx').then((m) => m.NotFoundPage);

/** The page's chunk and its copy load together, in parallel. */
const withCopy =
  (load: ModuleLoader, navId: string | null): Loader =>
  async () => {
    const [Page, copy] = await Promise.all([load(), navId ? loadPageCopy(navId, CURRENT_LANG) : null]);
    return { Page, copy };
  };

const cache = new Map<string, Loader>();

/** A stable loader per route key, so a kept-alive page never loads twice. */
export function loaderFor(route: ResolvedRoute): Loader {
  const cached = cache.get(route.key);
  if (cached) return cached;
  let loader: Loader;
  if (route.kind === 'detail') loader = withCopy(detail, null);
  else if (route.kind === 'notFound') loader = withCopy(notFound, null);
  else loader = withCopy(OWN_PAGES[route.item.id] ?? placeholder, route.item.id);
  cache.set(route.key, loader);
  return loader;
}
