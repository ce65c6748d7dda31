import type { FastifyBaseLogger } from 'fastify';
import * as repo from './repository.ts';
import type { IntegrityContext } from './service.ts';

/** How long an uploaded file waits for its report before it is removed. */
export const WAITING_FILE_TTL_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Removes waiting files nobody claimed in time (the row first, so the file stops being an attachment,
 * then its blob), and blobs no file names (a crash's or a failed removal's leftovers).
 */
export async function sweepUploads(ctx: Pick<IntegrityContext, 'db' | 'store'>, now = Date.now()): Promise<number> {
  const before = new Date(now - WAITING_FILE_TTL_MS).toISOString();
  const expired = await repo.expiredWaitingFiles(ctx.db, before);
  for (const file of expired) {
    if ((await repo.deleteWaitingFile(ctx.db, file.id)) === 1) await ctx.store.discard(file.stored_name);
  }
  const orphans = await ctx.store.sweepOrphans(before);
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
