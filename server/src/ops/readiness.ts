import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { readContentVersion } from '../content-model/content-meta.ts';
import type { Db } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { successEnvelope } from '../http/envelope.ts';
import { sendError, serviceUnavailable } from '../http/errors.ts';
import { requestLang } from '../http/language.ts';

/** A load balancer must get an answer within a second, whatever the database does. */
export const READY_TIMEOUT_MS = 800;

/** Resolves when `work` does, rejects when it fails or has not finished after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Why this instance should not get traffic, or null when it should. */
export async function notReadyBecause(db: Db): Promise<string | null> {
  await sql`select 1`.execute(db);
  const pending = await pendingMigrations(db);
  if (pending.length > 0) return `migrations not applied: ${pending.join(', ')}`;
  if ((await readContentVersion(db)) === null) return 'content not imported';
  return null;
}

/** Whether the process is shutting down: from SIGTERM on, it finishes what it has and takes nothing new. */
export class Readiness {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}

/**
 * `GET /readyz`: 200 when the database answers in time, every migration is applied and the content
 * is imported; 503 otherwise, and 503 from the moment a SIGTERM arrives while requests in flight
 * finish. `/healthz` says only that the process answers.
 */
export default async function readinessRoute(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    let reason: string | null = 'shutting down';
    if (!readiness.draining) {
      try {
        reason = await within(notReadyBecause(app.db), READY_TIMEOUT_MS);
      } catch (err) {
        reason = 'database unavailable';
        request.log.warn({ err }, 'readiness check: database unavailable');
      }
    }
    if (reason !== null) {
      reply.header('x-not-ready', reason.replace(/[^\x20-\x7e]/g, '?').slice(0, 200));
      return sendError(request, reply, serviceUnavailable());
    }
    return reply
      .header('cache-control', 'no-store')
      .send(successEnvelope({ status: 'ready' }, requestLang(request.headers)));
  });
}
