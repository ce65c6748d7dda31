import { PRIVATE_ROUTES } from '@muyuan/contract/sitemap';
import { useEffect } from 'react';
import { useSite } from '../content/site.ts';
import { useLang } from '../i18n/lang-context.tsx';
import { installAnalytics, trackVisit } from '../lib/analytics.ts';
import { currentRoute, splitRoute } from '../routing/hash-location.ts';

/** Once per page load, whatever renders the shell again. */
let started = false;
/** The path the visit began on, read at the shell's first commit (in the browser only). */
let startPath: string | null = null;

/**
 * Loads the analytics tool the site settings name (none without an id) as soon as the settings are
 * there, normally with the first render, and counts the visit in the language it arrived in. A visit
 * that starts on a private page loads nothing at all. Call it before the route effects, whose first
 * page view it must be installed for (effects of one component run in order).
 */
export function useSiteAnalytics(): void {
  const lang = useLang();
  const site = useSite();
  useEffect(() => {
    startPath ??= splitRoute(currentRoute()).path;
    if (started || !site) return;
    started = true;
    installAnalytics(site.analytics?.baiduTongjiId, PRIVATE_ROUTES.includes(startPath));
    trackVisit(lang);
  }, [site, lang]);
}
