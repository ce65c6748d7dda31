import { redirectFor } from '@muyuan/contract/sitemap';
import { useEffect, useMemo } from 'react';
import { useLang } from '../i18n/lang-context.tsx';
import { UNTRANSLATED_PARAM } from '../routing/address-style.tsx';
import { navigate, useHashPath, useHashSearch, withQuery } from '../routing/hash-location.ts';
import { resolveRoute } from '../routing/resolve-route.ts';

/**
 * The route to show. In English a Chinese-only page is replaced (in the address too) by the first
 * entry of its list, as the spec asks; that page says so and links the Chinese page, query and all
 * (UntranslatedNotice).
 */
export function useAppRoute() {
  const [path] = useHashPath();
  const search = useHashSearch();
  const lang = useLang();
  const target = redirectFor(path, lang);
  useEffect(() => {
    if (target === path) return;
    const left = search ? `${path}?${search}` : path;
    navigate(withQuery(target, '', { [UNTRANSLATED_PARAM]: left }), { replace: true });
  }, [path, search, target]);
  return useMemo(() => resolveRoute(target), [target]);
}
