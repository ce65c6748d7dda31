import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { successEnvelope } from './envelope.ts';
import { sendError, serviceUnavailable } from './errors.ts';
import { requestLang } from './language.ts';

/** `GET /healthz`: 200 when the database answers, 503 when it does not (for load balancers). */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (err) {
      request.log.warn({ err }, 'health check: database unreachable');
      return sendError(request, reply, serviceUnavailable());
    }
    return reply
      .header('cache-control', 'no-store')
      .send(successEnvelope({ status: 'ok' }, requestLang(request.headers)));
  });
}
