import { pathAddress } from '@muyuan/contract/addresses';
import type { Lang } from '@muyuan/contract/lang';
import { escapeHtml } from './html-escape.ts';
import type { SiteAddress } from './site-addresses.ts';

const HREFLANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

/**
 * The sitemap (sitemaps.org 0.9): every path address in every language it exists in; a page in both
 * languages lists its alternates (zh-CN, en, x-default = Chinese) under each of its two addresses.
 */
export function sitemapXml(origin: string, addresses: readonly SiteAddress[]): string {
  const urls = addresses.flatMap((address) => {
    const alternates =
      address.langs.length > 1
        ? [
            ...address.langs.map((l) => [HREFLANG[l], address.route, l] as const),
            ['x-default', address.route, 'zh'] as const,
          ]
            .map(
              ([hreflang, route, l]) =>
                `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + pathAddress(l, route))}"/>`,
            )
            .join('')
        : '';
    const lastmod = address.lastmod ? `<lastmod>${escapeHtml(address.lastmod)}</lastmod>` : '';
    return address.langs.map(
      (lang) => `<url><loc>${escapeHtml(origin + pathAddress(lang, address.route))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: everything may be crawled; the sitemap is named with the public origin. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
