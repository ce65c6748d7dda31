import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** A host name or address with an optional port; anything else is never written into a link. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin absolute links are written with (canonical links, alternates, share cards, the sitemap,
 * feeds): SITE_URL when set, else where the request arrived (behind a proxy: TRUST_PROXY). A Host
 * header that is not a host is refused rather than echoed into a page.
 */
export function siteOrigin(request: FastifyRequest, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl;
  const host = request.host;
  if (typeof host !== 'string' || !HOST.test(host)) throw badRequest();
  return `${request.protocol}://${host}`;
}
