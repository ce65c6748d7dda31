import { hashAddress, pathAddress } from '@muyuan/contract/addresses';
import type { Lang } from '@muyuan/contract/lang';
import { redirectFor } from '@muyuan/contract/sitemap';
import { createContext, type ReactNode, useContext } from 'react';

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

/** The href of a route in the other language (the language switch), where that language shows it. */
export function otherLanguageHref(style: AddressStyle, lang: Lang, route: string): string {
  return style === 'path' ? pathAddress(lang, redirectFor(route, lang)) : hashAddress(lang, route);
}
