import { pathAddress } from '@muyuan/contract/addresses';
import type { Lang } from '@muyuan/contract/lang';
import type { ResolvedRoute } from '../routing/resolve-route.ts';

/**
 * Keeps the head's links about the page in step with the route shown: the canonical link names the
 * route's path address (so a hash address points search engines at its prerendered twin), and the
 * language alternates the server wrote for the first page are dropped once another page shows.
 */
let headRoute: string | null = null;

/** The route the served head was written for (a prerendered page's); null for the plain app shell. */
export function setHeadRoute(route: string | null): void {
  headRoute = route;
}

export function updateHeadLinks(route: ResolvedRoute, lang: Lang): void {
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (route.kind === 'notFound') {
    canonical?.remove();
  } else {
    // The server's link names the public origin (SITE_URL); keep it, else this address's origin.
    const origin = canonical ? new URL(canonical.href).origin : location.origin;
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = `${origin}${pathAddress(lang, route.path)}`;
  }
  if (route.path !== headRoute) {
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  }
}
