import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { entryState, lastNavigation, stateFor } from './history-entries.ts';
import { rememberScroll } from './scroll-memory.ts';

/**
 * Hash routing with the query inside the hash (`#/search?keyword=x`), so `/` and `/en/` stay the only
 * real paths. wouter's own hash hook moves a query to the real search string, which then sticks to
 * every later address.
 *
 * A page may also be opened at its path address (`/feedProcessing`, `/en/detail/news/x`), which the
 * server prerenders for search engines and link previews: with no hash, the route is read from the
 * path. A visit that began at a path address goes on in path addresses (`/en/culture`), one that began
 * at a hash address in hash addresses, so the address a visitor copies is the form they saw.
 */
function subscribe(onChange: () => void) {
  addEventListener('hashchange', onChange);
  // Back from a hash address to the path address the visit began at changes the path, not only the
  // hash: only popstate tells.
  addEventListener('popstate', onChange);
  return () => {
    removeEventListener('hashchange', onChange);
    removeEventListener('popstate', onChange);
  };
}

/** The language's root of an address path: `/en/` when its first segment is `en`, else `/`. */
function basePath(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? '/en/' : '/';
}

/** The route a path address shows: the path without the language's root, with its query (`/search?keyword=x`). */
export function pathRoute(pathname: string, search: string): string {
  const rest = pathname.slice(basePath(pathname).length - 1) || '/';
  const route = rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest;
  return route === '/' ? route : `${route}${search}`;
}

function hashRoute(): string {
  if (!location.hash.replace(/^#\/?/, '')) return pathRoute(location.pathname, location.search);
  return `/${location.hash.replace(/^#?\/?/, '')}`;
}

/** The route a server render is rendering (set around each render; the browser never sets it). */
let serverRoute: string | null = null;
export function setServerRoute(route: string | null): void {
  serverRoute = route;
}
/** The route the browser's address shows (hash form, or a path address). */
export const currentRoute = () => hashRoute();

/** The route a first render (server, or the browser hydrating what the server made) must show. */
const initialRoute = () => serverRoute ?? (typeof location === 'undefined' ? '/' : hashRoute());

export function splitRoute(route: string): { path: string; search: string } {
  const at = route.indexOf('?');
  return at < 0 ? { path: route, search: '' } : { path: route.slice(0, at), search: route.slice(at + 1) };
}

/** Which form the app's own navigations write: set once at start, from the address the visit began at. */
export type AddressForm = 'hash' | 'path';
let addressForm: AddressForm = 'hash';
export function setAddressForm(form: AddressForm): void {
  addressForm = form;
}

/** The address of `to` (a route with its query) in the language of `current`, in the given form. */
export function addressFor(current: URL, to: string, form: AddressForm): URL {
  const url = new URL(current.href);
  const route = to.startsWith('/') ? to : `/${to}`;
  const root = basePath(url.pathname);
  url.hash = '';
  if (form === 'path') {
    const { path, search } = splitRoute(route);
    url.pathname = path === '/' ? root : `${root.slice(0, -1)}${path}`;
    url.search = search;
  } else {
    url.pathname = root;
    url.search = '';
    url.hash = route;
  }
  return url;
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const oldURL = location.href;
  const url = addressFor(new URL(oldURL), to, addressForm);
  // The entry being left keeps its position for Back (a redirect stays on the same entry).
  if (!replace) rememberScroll();
  history[replace ? 'replaceState' : 'pushState'](stateFor(replace ? 'replace' : 'push'), '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

const pathSnapshot = () => splitRoute(hashRoute()).path;
const searchSnapshot = () => splitRoute(hashRoute()).search;

const serverPath = () => splitRoute(initialRoute()).path;
const serverSearch = () => splitRoute(initialRoute()).search;

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, pathSnapshot, serverPath), navigate];
}
useHashPath.hrefs = (href: string) => `#${href}`;

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, searchSnapshot, serverSearch);
}

export type QueryChanges = Record<string, string | number | null | undefined>;

/** `path?query` with `changes` applied to `search`; null, undefined and '' remove a parameter. */
export function withQuery(path: string, search: string, changes: QueryChanges): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The query of the page at `routePath` (`#/enterpriseDynamics?tab=media&page=2`), so reload, back
 * and a shared link keep what it shows. While another route is shown (the page kept alive, hidden),
 * the page keeps the query it last had; opened again by its bare address from a link (a menu link),
 * it gets that query back, as a kept-alive page keeps its state. Walked back to by Back or Forward,
 * the bare address is the list's first page: the entry shows what it showed.
 */
export function useRouteQuery(routePath: string): URLSearchParams {
  const [path] = useHashPath();
  const search = useHashSearch();
  const here = path === routePath;
  const own = useRef(here ? search : '');
  // The entries this list has been shown on: one of them coming back is a walk through history,
  // whatever the last navigation's kind says by the time this renders (under load, a render can
  // land between the address changing and the popstate that tells a traversal).
  const shownOn = useRef(new Set<string>());
  const entry = here ? entryState()?.entry : undefined;
  const bareReturn =
    here &&
    search === '' &&
    own.current !== '' &&
    lastNavigation() === 'push' &&
    !(entry !== undefined && shownOn.current.has(entry));
  if (here && !bareReturn) {
    own.current = search;
    if (entry !== undefined) shownOn.current.add(entry);
  }
  const current = own.current;
  useEffect(() => {
    if (bareReturn) navigate(`${routePath}?${current}`, { replace: true });
  }, [bareReturn, routePath, current]);
  return useMemo(() => new URLSearchParams(current), [current]);
}
