import { HASH_ROUTE_GUARD_SCRIPT } from '@muyuan/contract/prerender';
import type { Plugin } from 'vite';

/** Writes the hash-route guard (see HASH_ROUTE_GUARD_SCRIPT) into index.html's head, before anything loads. */
export function hashRouteGuardPlugin(): Plugin {
  return {
    name: 'muyuan-hash-route-guard',
    transformIndexHtml: () => [{ tag: 'script', children: HASH_ROUTE_GUARD_SCRIPT, injectTo: 'head' }],
  };
}
