import type { AddressInfo } from 'node:net';

/**
 * The origin absolute links are written with (canonical links, alternates, share cards, the sitemap,
 * robots.txt, feeds). It never comes from a request: a Host header is whatever the client chose, and
 * writing it into a page that is cached and shared would let anyone point another visitor's links
 * elsewhere. So every request gets the same bytes whatever Host it sends.
 */
export type SiteOrigin = () => string;

/** Addresses that mean "every interface": no one can open a link to them. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0']);

/**
 * The origin of the address the server listens on, for links when SITE_URL is unset. A wildcard
 * (0.0.0.0, the default) names no reachable host, so it is written as localhost: right for the
 * machine the server runs on, and it never leaks an internal address into a page (the start-up
 * log asks for SITE_URL in production).
 */
export function listenOrigin(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}${port === 80 ? '' : `:${port}`}`;
}

/**
 * SITE_URL when set; else the address the server listens on, read from its socket once it listens
 * (PORT=0 picks a port only then), HOST and PORT before.
 */
export function siteOriginOf(
  config: { siteUrl: string | undefined; host: string; port: number },
  boundAddress: () => AddressInfo | string | null,
): SiteOrigin {
  const { siteUrl } = config;
  if (siteUrl) return () => siteUrl;
  // Read from the socket until it answers, then kept: a listening server's address does not change,
  // and asking the socket (getsockname) on every request cost 5 % of a signed-in admin call.
  let listening: string | undefined;
  return () => {
    if (listening) return listening;
    const bound = boundAddress();
    if (typeof bound === 'object' && bound) {
      listening = listenOrigin(bound.address, bound.port);
      return listening;
    }
    return listenOrigin(config.host, config.port);
  };
}
