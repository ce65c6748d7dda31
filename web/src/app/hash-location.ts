import { useSyncExternalStore } from 'react';

/**
 * Hash routing with the query inside the hash (`#/search?keyword=x`), so `/` and `/en/` stay the only
 * real paths. wouter's own hash hook moves a query to the real search string, which then sticks to
 * every later address.
 */
function subscribe(onChange: () => void) {
  addEventListener('hashchange', onChange);
  return () => removeEventListener('hashchange', onChange);
}

function hashRoute(): string {
  return `/${location.hash.replace(/^#?\/?/, '')}`;
}

export function splitRoute(route: string): { path: string; search: string } {
  const at = route.indexOf('?');
  return at < 0 ? { path: route, search: '' } : { path: route.slice(0, at), search: route.slice(at + 1) };
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  history[replace ? 'replaceState' : 'pushState'](null, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

const pathSnapshot = () => splitRoute(hashRoute()).path;
const searchSnapshot = () => splitRoute(hashRoute()).search;

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, pathSnapshot, () => '/'), navigate];
}
useHashPath.hrefs = (href: string) => `#${href}`;

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, searchSnapshot, () => '');
}
