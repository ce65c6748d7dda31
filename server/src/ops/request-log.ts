import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * The address a log line names: the path without its query string. Queries may hold what a visitor
 * typed (a search) or, on a badly built client, a query code; no query ever reaches a log line.
 */
export const loggedPath = (url: string) => {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
};

/** Headers that carry secrets, should a log line ever include headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for a route whose every visit is itself sensitive (the integrity report's submission,
     * uploads and query-code lookups: when and how often a reporter came back). Such a route writes no
     * request line; its visits are still counted, without time or client, in the aggregate metrics.
     */
    requestLog?: false;
  }
}

/** The route option that keeps a route's requests out of the log (see FastifyContextConfig.requestLog). */
export const UNLOGGED_ROUTE = { config: { requestLog: false } } as const;

/**
 * One line per request, when its answer has gone: the request id (also sent back as `X-Request-Id`),
 * method, path without query, route pattern, status and time; none for a route marked UNLOGGED_ROUTE.
 * Written with the root logger, and it never holds a body, a query, an address or a user agent.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.config.requestLog === false) return done();
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        path: loggedPath(request.url),
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
    done();
  });
}
