import type { FastifyInstance } from 'fastify';
import { successEnvelope } from './envelope.ts';
import { requestLang } from './language.ts';

/**
 * `GET /healthz`: the liveness probe, 200 whenever the process answers, whatever the database does
 * (a restart would not mend a database). Whether to send traffic here is `/readyz` (ops/readiness.ts).
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(successEnvelope({ status: 'ok' }, requestLang(request.headers))),
  );
}
