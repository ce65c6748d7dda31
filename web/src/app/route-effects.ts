import { PRIVATE_ROUTES } from '@muyuan/contract/sitemap';
import { useEffect, useRef } from 'react';
import { useLang } from '../i18n/lang-context.tsx';
import { setAnalyticsSuspended, trackPageView } from '../lib/analytics.ts';
import { storeLanguage } from '../lib/language.ts';
import { updateHeadLinks } from './head-links.ts';
import type { ResolvedRoute } from './resolve-route.ts';

/**
 * What happens on every route change: scroll to top, language kept, page view, the canonical link.
 * (The document title is the page's own: see PageHost and the detail page.)
 */
export function useRouteEffects(route: ResolvedRoute) {
  const lang = useLang();
  // The first page of a visit is where the browser put it (the top, or where a reload or the visitor,
  // scrolling a prerendered page before the app ran, left it): only a route change goes to the top.
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    first.current = false;
    storeLanguage(lang);
    setAnalyticsSuspended(PRIVATE_ROUTES.includes(route.path));
    trackPageView(route.path);
  }, [route.path, lang]);
  useEffect(() => updateHeadLinks(route, lang), [route, lang]);
}
