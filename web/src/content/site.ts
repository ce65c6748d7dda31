import type { Lang } from '@muyuan/contract/lang';
import type { SiteFile } from '@muyuan/contract/site';
import type { ExternalLinkKey } from '@muyuan/contract/sitemap';
import { unstable_serialize } from 'swr';
import { endpointKey, useEndpoint } from '../api/endpoint.ts';

export type { SiteFile };

/**
 * The site settings as published in the back office (names, logo, footer records, links, contacts),
 * from the API like every other answer: a server render asks for them and embeds them, so the
 * browser's first render has them; a publish changes them without a rebuild. Null only until the
 * answer comes, on a page the server did not render (the not-found page).
 */
export function useSite(): SiteFile | null {
  return useEndpoint('siteSettings', {}).data ?? null;
}

/** The data key of the site settings (a server render's answers are kept under it). */
export const siteKey = (lang: Lang) => unstable_serialize(endpointKey('siteSettings', lang, {}));

/** The site settings among a server render's answers, or null. */
export const siteIn = (data: Record<string, unknown>, lang: Lang): SiteFile | null =>
  (data[siteKey(lang)] as SiteFile | undefined) ?? null;

/** The address of an external navigation entry in a language (co-creation has an English site). */
export function externalHref(site: SiteFile, key: ExternalLinkKey, lang: Lang): string {
  const link = site.externalLinks[key];
  return typeof link === 'string' ? link : link[lang];
}
