import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodNotAllowed, notFound, sendError } from './errors.ts';

/** `/a//b/?x` → `/a/b` : the form the router matches paths in. */
export function canonicalPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** Paths of files and API calls: a miss there is an error envelope, never a page. */
const NOT_PAGES = /^\/(?:api|media|assets|feeds|share-images)(?:\/|$)/;

/** A browser navigating (GET or HEAD, HTML accepted) to an address that could be a page. */
function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !NOT_PAGES.test(canonicalPath(request.url))
  );
}

/**
 * Unknown paths answer a 404 envelope; a known path asked with another method (a POST to a GET path, a
 * GET to the report submission) a 405 with `Allow`, so a client learns it used the wrong method
 * rather than a wrong address. `allowed` maps canonical paths to their methods. A browser navigating
 * to an unknown address gets the site's not-found page (`pageNotFound`, once the site is built).
 */
export function registerNotFound(
  app: FastifyInstance,
  allowed: ReadonlyMap<string, string>,
  pageNotFound: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null = null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const methods = allowed.get(canonicalPath(request.url));
    if (methods) {
      reply.header('allow', methods);
      return sendError(request, reply, methodNotAllowed());
    }
    if (pageNotFound && wantsPage(request)) return pageNotFound(request, reply);
    return sendError(request, reply, notFound());
  });
}
