import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from './media-store.ts';

/** A blob this old that no file names is no upload in progress (the largest video arrives well within it). */
export const ORPHAN_BLOB_AGE_MS = 6 * 60 * 60_000;
const SWEEP_EVERY_MS = 30 * 60_000;

/** Sweeps the media store's unnamed blobs now and every half hour; the timer never keeps the process alive. */
export function startMediaSweeping(store: MediaStore, log: FastifyBaseLogger): () => void {
  const run = () =>
    store.sweepOrphans(new Date(Date.now() - ORPHAN_BLOB_AGE_MS).toISOString()).then(
      (removed) => removed > 0 && log.info({ removed }, 'removed unnamed media blobs'),
      (err: unknown) => log.warn({ err }, 'media blob sweep failed'),
    );
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
