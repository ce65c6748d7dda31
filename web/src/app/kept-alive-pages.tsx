import { Activity, useMemo } from 'react';
import { type ResolvedRoute, resolveRoute } from '../routing/resolve-route.ts';
import { PageHost } from './page-host.tsx';

/** How many visited pages stay alive; the least recently shown one beyond this is dropped. */
export const KEEP_ALIVE_LIMIT = 12;

/** The keys to keep after showing `current`: most recent last, at most KEEP_ALIVE_LIMIT. */
export function nextVisited(visited: readonly string[], current: string, limit = KEEP_ALIVE_LIMIT): string[] {
  return [...visited.filter((k) => k !== current), current].slice(-limit);
}

/**
 * Every visited page stays mounted inside an <Activity>: hidden ones keep their state (a list keeps
 * its page number) while their effects are paused.
 */
export function KeptAlivePages({ visited, current }: { visited: readonly string[]; current: string }) {
  const routes = useMemo(() => new Map<string, ResolvedRoute>(visited.map((k) => [k, resolveRoute(k)])), [visited]);
  // Render in a stable order (sorted keys) so React never moves a kept page's DOM.
  const keys = [...visited].sort();
  return keys.map((key) => {
    const route = routes.get(key);
    return route ? (
      <Activity key={key} mode={key === current ? 'visible' : 'hidden'}>
        <PageHost route={route} />
      </Activity>
    ) : null;
  });
}
