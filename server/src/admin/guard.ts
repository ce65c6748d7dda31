import { ADMIN_API_PREFIX } from '@muyuan/contract/admin/paths';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { consoleRedirect, isConsolePath } from './console-address.ts';
import type { AdminContext } from './context.ts';
import { checkConsoleFetch, checkSameSite } from './cross-site.ts';
import { networkNotAllowed, notSignedIn, sessionRequired, stepUpRequired, tokenExpired, wrongRole } from './errors.ts';
import type { Principal } from './principal.ts';
import { type RouteRule, routeRule } from './route-roles.ts';
import { readSessionCookie } from './session-cookie.ts';
import { tokenBySecret } from './tokens.ts';

/** Whether a request is for the back office (its pages or its API), whatever slashes it repeats. */
export function isAdminUrl(url: string): boolean {
  // Every request passes here: the public site's pay one substring search.
  if (!url.includes('admin')) return false;
  const path = url.replace(/\/{2,}/g, '/');
  return path.startsWith(ADMIN_API_PREFIX) || isConsolePath(path);
}

/** The caller's credentials: a bearer token, else the session cookie. */
async function authenticate(request: FastifyRequest, ctx: AdminContext): Promise<Principal | undefined> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const bearer = await tokenBySecret(ctx.db, authorization.slice(7).trim(), ctx.clock());
    if (bearer?.kind === 'expired') throw tokenExpired(bearer.expiresAt);
    return bearer && { via: 'token', id: bearer.token.id, name: bearer.token.name, roles: bearer.token.roles };
  }
  const secret = readSessionCookie(request, ctx.cookie());
  const session = secret ? await ctx.sessions.find(secret) : undefined;
  return session && { via: 'session', id: session.accountId, name: session.name, roles: session.roles, session };
}

/**
 * The checks one route's rule asks for, in order: other sites (403), a session cookie on anything but the
 * console's fetch (403), credentials (401), role (403), step-up (403). All before the handler: a refused
 * request writes no audit row.
 */
function guardOf(rule: RouteRule, ctx: AdminContext): onRequestAsyncHookHandler {
  return async (request) => {
    checkSameSite(request, ctx.siteOrigin());
    checkConsoleFetch(request, ctx.cookie(), rule);
    if (rule.roles === 'public') return;
    const principal = await authenticate(request, ctx);
    if (!principal) throw notSignedIn();
    const roles = rule.roles;
    if (roles !== 'signed-in' && !principal.roles.some((role) => roles.includes(role))) throw wrongRole();
    if (rule.session && principal.via !== 'session') throw sessionRequired();
    if (rule.stepUp && (principal.via !== 'session' || !ctx.sessions.hasFreshCheck(principal.session)))
      throw stepUpRequired();
    request.staff = principal;
  };
}

/** Every admin route registered, with its rule (the route-roles test reads it). */
export interface AdminRouteIndex {
  routes: { method: string; url: string; rule: RouteRule }[];
}

/**
 * Puts the back office behind its guards; called on the root instance before any route exists, so
 * every route registered after it passes through: a route under /api/admin/ gets the checks of its
 * entry in route-roles.ts, and one without an entry stops the server from starting. Every /admin and
 * /api/admin answer is `no-store` and `noindex`, and comes only from ADMIN_ALLOW_CIDRS when set. The
 * console's pages asked for on another host than the site's are sent there (console-address.ts).
 */
export function registerAdminGuard(
  app: FastifyInstance,
  ctx: AdminContext,
  network: { allowed: ((ip: string) => boolean) | undefined; trustsProxy: boolean },
): AdminRouteIndex {
  const index: AdminRouteIndex = { routes: [] };
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isAdminUrl(request.url)) return;
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (network.allowed && !network.allowed(request.ip)) throw networkNotAllowed();
    const elsewhere = consoleRedirect(request, ctx.siteOrigin(), network.trustsProxy);
    if (elsewhere) return reply.redirect(elsewhere, 307);
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_API_PREFIX)) return;
    const methods = [route.method].flat();
    const method = methods[0];
    if (methods.length !== 1 || !method) throw new Error(`${route.url}: register admin routes one method at a time`);
    const rule = routeRule(method, route.url);
    if (!rule) throw new Error(`${method} ${route.url} declares no role: add it to server/src/admin/route-roles.ts`);
    if (rule.framed && method !== 'GET' && method !== 'HEAD')
      throw new Error(`${method} ${route.url}: only a GET may be framed (server/src/admin/route-roles.ts)`);
    index.routes.push({ method, url: route.url, rule });
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guardOf(rule, ctx), ...own];
  });
  return index;
}
