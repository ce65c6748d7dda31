import type { Lang } from '@muyuan/contract/lang';
import { redirectFor } from '@muyuan/contract/sitemap';
import { splitRoute } from './hash-location.ts';
import { type ResolvedRoute, resolveRoute } from './resolve-route.ts';

/** The page a route (with its query) shows in a language, as the app's router decides it. */
export function routeToShow(route: string, lang: Lang): ResolvedRoute {
  return resolveRoute(redirectFor(splitRoute(route).path, lang));
}
