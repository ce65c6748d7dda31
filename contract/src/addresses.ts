import type { Lang } from './lang.ts';
import { redirectFor } from './sitemap.ts';

/**
 * The two addresses of every page. The hash address is the spec's (`/#/culture`, `/en/#/culture`):
 * the app's own links. The path address (`/culture`, `/en/culture`) is the same page prerendered by
 * the server, for search engines, link previews and visitors without scripts.
 */

/** The address path of each language: Chinese at the root, English at `/en/`. */
export function basePathOf(lang: Lang): string {
  return lang === 'en' ? '/en/' : '/';
}

/**
 * The hash address that shows `route` in `lang`. A page the language hides is replaced by the first
 * entry of its list, so the visitor stays nearby.
 */
export function hashAddress(lang: Lang, route: string): string {
  return `${basePathOf(lang)}#${redirectFor(route, lang)}`;
}

/** The path address of a route (with its query, if any) in a language; `/en/` is the English home. */
export function pathAddress(lang: Lang, route: string): string {
  if (route === '/' || route === '') return basePathOf(lang);
  return lang === 'en' ? `/en${route}` : route;
}
