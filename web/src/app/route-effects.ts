import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE } from '../content/site.ts';
import { trackPageView } from '../lib/analytics.ts';
import { CURRENT_LANG, storeLanguage } from '../lib/language.ts';
import type { ResolvedRoute } from './resolve-route.ts';

export function pageTitleOf(route: ResolvedRoute, t: (key: 'detailHeading' | 'notFound') => string): string {
  if (route.kind === 'page') return route.item.title[CURRENT_LANG];
  return t(route.kind === 'detail' ? 'detailHeading' : 'notFound');
}

/** What happens on every route change: scroll to top, language kept, document title, page view. */
export function useRouteEffects(route: ResolvedRoute) {
  const { t } = useTranslation();
  const title = pageTitleOf(route, t);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    storeLanguage(CURRENT_LANG);
    trackPageView(route.path);
  }, [route.path]);
  useEffect(() => {
    document.title = `${title} - ${SITE.shortName[CURRENT_LANG]}`;
  }, [title]);
}
