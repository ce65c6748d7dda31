import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: the request did not come straight from the browser. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'via'] as const;

/** A path of the console's pages and files (`/admin`, `/admin/…`), not of its API, whatever slashes it repeats. */
export function isConsolePath(url: string): boolean {
  const path = url.replace(/\/{2,}/g, '/');
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}

/** `host[:port]` split, in lower case; an IPv6 literal keeps its brackets. */
function hostAndPort(host: string): { name: string; port: string | undefined } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(host.toLowerCase());
  return { name: match?.[1] ?? host.toLowerCase(), port: match?.[2] || undefined };
}

/**
 * Whether the host a request was addressed to names the site's origin. Ports are compared only when
 * the request names one: a proxy that passes the browser's host on (nginx's `Host $host`, as
 * deploy/nginx does) drops it, and the scheme is never compared (a proxy ending TLS makes every
 * request look like plain HTTP to the server).
 */
function namesOrigin(requestHost: string, origin: URL): boolean {
  const asked = hostAndPort(requestHost);
  if (asked.name !== origin.hostname.toLowerCase()) return false;
  return asked.port === undefined || asked.port === (origin.port || (origin.protocol === 'https:' ? '443' : '80'));
}

/**
 * Where a request for the console's pages should go instead: the same path and query on the site's
 * origin, when it was asked for on another host (`http://127.0.0.1:8080/admin/` for a site at
 * `http://localhost:8080`). There the console could do nothing: every change it sends is refused as
 * coming from another site (its Origin is not the site's), and a passkey belongs to the site's name.
 *
 * The host is the one the browser used: the Host header, or X-Forwarded-Host from a proxy that
 * TRUST_PROXY trusts (Fastify's `request.host`). A request that came through a proxy the server does
 * not trust says nothing reliable about what the browser asked for, so it is never redirected (a
 * proxy that writes its upstream's address into Host would otherwise be sent round in a circle).
 */
export function consoleRedirect(request: FastifyRequest, siteOrigin: string, trustsProxy: boolean): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!isConsolePath(request.url)) return null;
  if (!trustsProxy && PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const host = request.host;
  if (!host) return null;
  const origin = new URL(siteOrigin);
  if (namesOrigin(host, origin)) return null;
  return `${origin.origin}${request.url}`;
}
