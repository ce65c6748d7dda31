import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, sendError } from '../http/errors.ts';
import { registry, requestDuration, requestsTotal } from '../http/metrics-registry.ts';

export const METRICS_PATH = '/metrics';

/** The label of requests no route matched (404s of any address): never the address itself, so labels stay few. */
export const UNMATCHED_ROUTE = '(unmatched)';

const unauthorized = () =>
  new AppError(401, 'unauthorized', { zh: '需要有效的访问令牌', en: 'A valid access token is required' });

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization` carries the token; compared as digests, in a time that does not depend on the guess. */
function bearerMatches(authorization: string | undefined, expected: Buffer): boolean {
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  return timingSafeEqual(digest(given), expected);
}

/** Counts every answered request, cache hits included (they are answered by hooks, and onResponse still runs). */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requestsTotal.inc(labels);
    requestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `GET /metrics`, Prometheus text, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`;
 * 401 without it. Without a token configured the route does not exist (404). The public proxy never
 * passes it on.
 */
export default async function metricsRoute(app: FastifyInstance, { token }: { token: string }): Promise<void> {
  const expected = digest(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, expected)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(request, reply, unauthorized());
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
