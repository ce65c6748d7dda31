import type { FastifyBaseLogger } from 'fastify';
import * as repo from './repository.ts';
import type { IntegrityContext } from './service.ts';

/** How long an uploaded file waits for its report before it is removed. */
export const WAITING_FILE_TTL_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** Removes waiting files nobody claimed in time, and files on disk that no row names (a crash's leftovers). */
export async function sweepUploads(ctx: IntegrityContext, now = Date.now()): Promise<number> {
  const expired = await repo.expiredWaitingFiles(ctx.db, new Date(now - WAITING_FILE_TTL_MS).toISOString());
  for (const file of expired) {
    await ctx.store.discard(file.stored_name);
    await repo.deleteFile(ctx.db, file.id);
  }
  const orphans = await ctx.store.sweepOrphans(await repo.storedNames(ctx.db), WAITING_FILE_TTL_MS, now);
  return expired.length + orphans;
}

/** Sweeps now and every ten minutes; the timer never keeps the process alive. */
export function startSweeping(ctx: IntegrityContext, log: FastifyBaseLogger): () => void {
  const run = () =>
    sweepUploads(ctx).then(
      (removed) => removed > 0 && log.info({ removed }, 'removed unclaimed report attachments'),
      (err: unknown) => log.warn({ err }, 'attachment sweep failed'),
    );
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
