import { basePathOf, pathAddress } from '@muyuan/contract/addresses';
import type { Lang } from '@muyuan/contract/lang';
import { redirectFor } from '@muyuan/contract/sitemap';
import { createContext, type ReactNode, useContext } from 'react';
import { splitRoute, withQuery } from './hash-location.ts';
import type { ShownRecord } from './shown-record.ts';

/**
 * How the site's links are written. A page opened at its hash address links hash addresses
 * (`#/culture`), as the spec's routes are; a page opened at its path address (prerendered, what
 * search engines and link previews fetch) links path addresses (`/culture`, `/en/culture`), so a
 * crawler that runs no script finds every page by its links. Either way a click navigates inside the
 * app (in the hash form); only "open in a new tab" and crawlers use the href itself.
 */
export type AddressStyle = 'hash' | 'path';

const AddressStyleContext = createContext<AddressStyle>('hash');

export function AddressStyleProvider({ style, children }: { style: AddressStyle; children: ReactNode }) {
  return <AddressStyleContext value={style}>{children}</AddressStyleContext>;
}

export function useAddressStyle(): AddressStyle {
  return useContext(AddressStyleContext);
}

/** The href of a route of this language in a style (what wouter's `hrefs` option returns). */
export function routeHref(style: AddressStyle, lang: Lang, route: string): string {
  return style === 'path' ? pathAddress(lang, route) : `#${route}`;
}

/**
 * The href of a route (with its query: a record's id, a filter, a page, a search) in the other
 * language (the language switch), where that language shows it: a page that language hides is
 * replaced by the first entry of its list, and the query, which was that page's, is left behind.
 */
export function otherLanguageHref(style: AddressStyle, lang: Lang, route: string): string {
  const { path } = splitRoute(route);
  const shown = redirectFor(path, lang) === path ? route : redirectFor(path, lang);
  return style === 'path' ? pathAddress(lang, shown) : `${basePathOf(lang)}#${shown}`;
}

/** The query parameter naming the record a visitor was reading when the language switch left it. */
export const UNTRANSLATED_PARAM = 'untranslated';

/**
 * Where the language switch leads from `route` (path and query): the same page in the other language;
 * for a page that language hides, the nearest page it shows; for a record not published in it, the
 * list the record belongs to in that language. In the last two cases the page left is named
 * (UNTRANSLATED_PARAM, with its query: filters, page) so the page reached can say why the visitor is
 * there and link back to exactly what they were reading.
 */
export function switchTarget(route: string, record: ShownRecord | null, other: Lang): string {
  const { path } = splitRoute(route);
  const shown = redirectFor(path, other);
  if (shown !== path) return withQuery(shown, '', { [UNTRANSLATED_PARAM]: route });
  if (!record?.languages || record.languages.includes(other)) return route;
  const list = splitRoute(record.listRoute);
  return withQuery(list.path, list.search, { [UNTRANSLATED_PARAM]: route });
}
