import type { FastifyRequest } from 'fastify';
import { crossSite } from './errors.ts';

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
