import type { FastifyRequest } from 'fastify';
import { crossSite, notConsoleFetch } from './errors.ts';
import type { RouteRule } from './route-roles.ts';
import { type CookieSettings, readSessionCookie } from './session-cookie.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses what another site makes a browser send: any admin request whose Sec-Fetch-Site says it
 * comes from another site; and for requests that change something, an Origin other than the site's
 * (or none at all, except from programs holding a bearer token, which no other site can make a
 * browser attach).
 */
export function checkSameSite(request: FastifyRequest, siteOrigin: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw crossSite();
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (!request.headers.authorization?.startsWith('Bearer ')) throw crossSite();
    return;
  }
  if (origin !== siteOrigin) throw crossSite();
}

/** A header sent once (a repeated one counts as absent). */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** What the console's own `fetch` sends (Fetch Metadata): no destination, a CORS-mode or same-origin request. */
function isConsoleFetch(dest: string | undefined, mode: string | undefined): boolean {
  return dest === 'empty' && (mode === 'cors' || mode === 'same-origin');
}

/** What a browser sends when it loads a page into a frame or a tab. */
function isPageLoad(dest: string | undefined, mode: string | undefined): boolean {
  return (dest === 'iframe' || dest === 'document') && mode === 'navigate';
}

/**
 * Refuses what a page of the same site makes a staff browser send with its session cookie: a picture,
 * a frame, a navigation, a form post, a stylesheet, anything but the console's own `fetch`. Such a
 * request passes the same-site check (it is same-origin, and a GET needs no Origin), so the session
 * cookie alone would answer it and write the audit row of whoever opened the page. Every supported
 * browser says what a request is for in `Sec-Fetch-Dest` and `Sec-Fetch-Mode`; a request with the
 * cookie and without them is refused too (a program uses an API token, or sends them itself). The
 * routes the console frames or opens in a tab (`framed` in route-roles.ts: GETs that change nothing)
 * also answer a frame or a page load. Without the cookie (an API token, a sign-in) nothing is asked.
 */
export function checkConsoleFetch(request: FastifyRequest, cookie: CookieSettings, rule: RouteRule): void {
  if (readSessionCookie(request, cookie) === undefined) return;
  const dest = headerOf(request, 'sec-fetch-dest');
  const mode = headerOf(request, 'sec-fetch-mode');
  if (isConsoleFetch(dest, mode)) return;
  if (rule.framed && (request.method === 'GET' || request.method === 'HEAD') && isPageLoad(dest, mode)) return;
  throw notConsoleFetch();
}
