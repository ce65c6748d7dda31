import type { Lang } from '@muyuan/contract/lang';
import type { ExternalLinkKey } from '@muyuan/contract/sitemap';
import siteFile from '../../../content/site.yaml';

type Both = { zh: string; en: string };

/**
 * The parts of content/site.yaml the web uses (validated on import by the server's `siteFileSchema`),
 * bundled at build time.
 */
export interface SiteConfig {
  companyName: Both;
  shortName: Both;
  logo: string;
  governmentRecord: { number: string; url: string };
  icpRecord: { number: string; url: string };
  externalLinks: { coCreation: Both } & Record<Exclude<ExternalLinkKey, 'coCreation'>, string>;
  friendlyLinks: { title: Both; url: string }[];
  footerIcons: { icon: string; label: Both; value: string }[];
  analytics?: { baiduTongjiId: string };
}

export const SITE = siteFile as SiteConfig;

/** The address of an external navigation entry in a language (co-creation has an English site). */
export function externalHref(key: ExternalLinkKey, lang: Lang): string {
  const link = SITE.externalLinks[key];
  return typeof link === 'string' ? link : link[lang];
}
