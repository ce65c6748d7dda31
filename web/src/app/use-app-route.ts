import { redirectFor } from '@muyuan/contract/sitemap';
import { useEffect, useMemo } from 'react';
import { CURRENT_LANG } from '../lib/language.ts';
import { navigate, useHashPath } from './hash-location.ts';
import { resolveRoute } from './resolve-route.ts';

/**
 * The route to show. In English a Chinese-only page is replaced (in the address too) by the first
 * entry of its list, as the spec asks.
 */
export function useAppRoute() {
  const [path] = useHashPath();
  const target = redirectFor(path, CURRENT_LANG);
  useEffect(() => {
    if (target !== path) navigate(target, { replace: true });
  }, [path, target]);
  return useMemo(() => resolveRoute(target), [target]);
}
