import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { successEnvelope } from './envelope.ts';
import { sendError, serviceUnavailable } from './errors.ts';
import { requestLang } from './language.ts';

/** A load balancer must get an answer within a second, whatever the database does. */
export const HEALTH_TIMEOUT_MS = 800;

/** Resolves when `work` does, rejects when it fails or has not finished after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `GET /healthz`: 200 when the database answers in time, 503 when it does not (for load balancers). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await within(sql`select 1`.execute(app.db), HEALTH_TIMEOUT_MS);
    } catch (err) {
      request.log.warn({ err }, 'health check: database unavailable');
      return sendError(request, reply, serviceUnavailable());
    }
    return reply
      .header('cache-control', 'no-store')
      .send(successEnvelope({ status: 'ok' }, requestLang(request.headers)));
  });
}
