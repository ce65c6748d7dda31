import { redirectFor } from '@muyuan/contract/sitemap';
import { useEffect, useMemo } from 'react';
import { useLang } from '../i18n/lang-context.tsx';
import { navigate, useHashPath } from './hash-location.ts';
import { resolveRoute } from './resolve-route.ts';

/**
 * The route to show. In English a Chinese-only page is replaced (in the address too) by the first
 * entry of its list, as the spec asks.
 */
export function useAppRoute() {
  const [path] = useHashPath();
  const lang = useLang();
  const target = redirectFor(path, lang);
  useEffect(() => {
    if (target !== path) navigate(target, { replace: true });
  }, [path, target]);
  return useMemo(() => resolveRoute(target), [target]);
}
