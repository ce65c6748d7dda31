import { PRIVATE_ROUTES } from '@muyuan/contract/sitemap';
import { useEffect, useRef } from 'react';
import { useLang } from '../i18n/lang-context.tsx';
import { setAnalyticsSuspended, trackPageView } from '../lib/analytics.ts';
import { storeLanguage } from '../lib/language.ts';
import { useHashSearch } from '../routing/hash-location.ts';
import { lastNavigation } from '../routing/history-entries.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { restoreScroll, savedScroll, scrollToTop } from '../routing/scroll-memory.ts';
import { updateHeadLinks } from './head-links.ts';

/** Whether this page load is a reload or Back/Forward to a page of the site left earlier. */
function returnedTo(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * Where the window goes when the address changes: Back and Forward return to where that entry was
 * left (a list's page 2, half way down); a new route starts at the top (spec: "scrolls to the top on
 * each route change"); a new page or filter of the same list stays where the visitor is.
 */
function useScrollOnNavigation(path: string) {
  const search = useHashSearch();
  const shown = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the address (search too)
  useEffect(() => {
    const before = shown.current;
    shown.current = path;
    if (before === null) {
      // The first page of a visit is where the browser put it (the top, or where the visitor, scrolling a
      // prerendered page before the app ran, left it); a reload or a return finds its place again.
      if (returnedTo() && window.scrollY < 1 && savedScroll() > 0) restoreScroll(savedScroll());
    } else if (lastNavigation() === 'traverse') restoreScroll(savedScroll());
    else if (before !== path) scrollToTop();
  }, [path, search]);
}

/**
 * What happens on every route change: the scroll position, language kept, page view, the canonical
 * link. (The document title is the page's own: see PageHost and the detail page.)
 */
export function useRouteEffects(route: ResolvedRoute) {
  const lang = useLang();
  useScrollOnNavigation(route.path);
  useEffect(() => {
    storeLanguage(lang);
    setAnalyticsSuspended(PRIVATE_ROUTES.includes(route.path));
    trackPageView(route.path);
  }, [route.path, lang]);
  useEffect(() => updateHeadLinks(route, lang), [route, lang]);
}
