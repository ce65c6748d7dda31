import { basePathOf, pathAddress } from '@muyuan/contract/addresses';
import { STOCK_CODE } from '@muyuan/contract/constants';
import type { Lang } from '@muyuan/contract/lang';
import type { HeadInfo } from '@muyuan/contract/prerender';
import type { SiteFile } from '@muyuan/contract/site';
import { escapeHtml, jsonForScript } from './html-escape.ts';
import { shareImageUrl } from './share-image.ts';

/** The exchange and code of the company's shares, as schema.org's `tickerSymbol` writes them. */
export const TICKER_SYMBOL = `SZSE:${STOCK_CODE}`;

const LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
const OG_LOCALE: Record<Lang, string> = { zh: 'zh_CN', en: 'en_US' };

export interface HeadContext {
  /** The public origin (`https://www.example.com`) every link of the head is written with. */
  origin: string;
  lang: Lang;
  /** The route shown, without its query (`/feedProcessing`, `/detail/news/n1`). */
  route: string;
  /** The languages the page exists in (both, or only Chinese): its alternates. */
  langs: readonly Lang[];
  head: HeadInfo;
  site: SiteFile | null;
}

/** An absolute address of the site; a site-relative SVG picture becomes its PNG share rendition. */
function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href}`;
}

const meta = (attribute: 'name' | 'property' | 'itemprop', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${escapeHtml(href)}"${extra}>`;

/** schema.org data of the page: the company (with its ticker), where the page sits, and the article. */
function structuredData(c: HeadContext, url: string, image: string | null): unknown {
  const organization = c.site && {
    '@type': 'Corporation',
    '@id': `${c.origin}/#organization`,
    name: c.site.companyName[c.lang],
    alternateName: c.site.shortName[c.lang],
    url: `${c.origin}${basePathOf(c.lang)}`,
    logo: absolute(c.origin, c.site.logo),
    tickerSymbol: TICKER_SYMBOL,
    telephone: c.site.contact.phone,
    email: c.site.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: c.site.contact.address[c.lang],
      postalCode: c.site.contact.postcode,
    },
  };
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: c.head.breadcrumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${c.origin}${pathAddress(c.lang, crumb.route)}`,
    })),
  };
  const article = c.head.article && {
    '@type': 'NewsArticle',
    headline: c.head.article.headline,
    datePublished: c.head.article.datePublished,
    inLanguage: LOCALE[c.lang],
    mainEntityOfPage: url,
    ...(image ? { image: [image] } : {}),
    ...(organization ? { publisher: { '@id': organization['@id'] }, author: { '@id': organization['@id'] } } : {}),
  };
  return { '@context': 'https://schema.org', '@graph': [organization, breadcrumbs, article].filter(Boolean) };
}

/**
 * The head tags of a prerendered page: description, canonical link, language alternates (zh-CN, en and
 * x-default, for a page that exists in both), the link to its hash twin, Open Graph and the microdata
 * WeChat reads for a share card, robots for pages not to index, and its structured data.
 */
export function headTags(c: HeadContext): string {
  const url = `${c.origin}${pathAddress(c.lang, c.route)}`;
  const image = c.head.image ? absolute(c.origin, shareImageUrl(c.head.image)) : null;
  const siteName = c.site?.shortName[c.lang] ?? '';
  const tags = [
    meta('name', 'description', c.head.description),
    c.head.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    link('canonical', url),
    ...(c.langs.length > 1
      ? [
          ...c.langs.map((l) => link('alternate', `${c.origin}${pathAddress(l, c.route)}`, ` hreflang="${LOCALE[l]}"`)),
          link('alternate', `${c.origin}${pathAddress('zh', c.route)}`, ' hreflang="x-default"'),
        ]
      : []),
    // The same page at its hash address, the app's own form of it.
    link('alternate', `${c.origin}${basePathOf(c.lang)}#${c.route}`, ' data-hash-twin=""'),
    meta('property', 'og:type', c.head.type),
    meta('property', 'og:title', c.head.title),
    meta('property', 'og:description', c.head.description),
    meta('property', 'og:url', url),
    siteName ? meta('property', 'og:site_name', siteName) : '',
    meta('property', 'og:locale', OG_LOCALE[c.lang]),
    ...c.langs.filter((l) => l !== c.lang).map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    // WeChat's share card reads schema.org microdata: name, description and image, properties of the page's
    // item (web/index.html's `<html itemscope>`; outside an item they are invalid HTML).
    meta('itemprop', 'name', c.head.title),
    meta('itemprop', 'description', c.head.description),
    image ? meta('itemprop', 'image', image) : '',
    `<script type="application/ld+json">${jsonForScript(structuredData(c, url, image))}</script>`,
  ];
  return tags.filter(Boolean).join('');
}
