import type { Lang } from '@muyuan/contract/lang';
import type { SiteFile } from '@muyuan/contract/site';
import type { ExternalLinkKey } from '@muyuan/contract/sitemap';
import siteFile from '../../../content/site.yaml';

/** content/site.yaml, bundled at build time (validated against the contract's schema on import). */
export const SITE = siteFile as SiteFile;

/** The address of an external navigation entry in a language (co-creation has an English site). */
export function externalHref(key: ExternalLinkKey, lang: Lang): string {
  const link = SITE.externalLinks[key];
  return typeof link === 'string' ? link : link[lang];
}
