import type { FastifyInstance } from 'fastify';
import { methodNotAllowed, notFound, sendError } from './errors.ts';

/** `/a//b/?x` → `/a/b` : the form the router matches paths in. */
export function canonicalPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/**
 * Unknown paths answer a 404 envelope; a known GET path asked with another method (e.g. POST) a 405
 * with `Allow`, so a client learns it used the wrong method rather than a wrong address.
 */
export function registerNotFound(app: FastifyInstance, getPaths: ReadonlySet<string>): void {
  app.setNotFoundHandler((request, reply) => {
    if (getPaths.has(canonicalPath(request.url))) {
      reply.header('allow', 'GET, HEAD');
      return sendError(request, reply, methodNotAllowed());
    }
    return sendError(request, reply, notFound());
  });
}
