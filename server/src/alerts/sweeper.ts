import { ALERT_PENDING_KEEP_MS } from '@muyuan/contract/alerts-paths';
import type { FastifyBaseLogger } from 'fastify';
import { isoAt } from '../admin/clock.ts';
import { deleteUnconfirmed } from './subscription-repository.ts';
import type { AlertsContext } from './subscription-service.ts';

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes addresses never confirmed, ALERT_PENDING_KEEP_MS after their last confirmation mail (the link
 * expired long before; for the days between, following it says so). Every instance may run it: a
 * delete done twice deletes nothing the second time.
 */
export function sweepUnconfirmed(ctx: Pick<AlertsContext, 'db' | 'clock'>): Promise<number> {
  return deleteUnconfirmed(ctx.db, isoAt(ctx.clock() - ALERT_PENDING_KEEP_MS));
}

/** Sweeps now and every hour; the timer never keeps the process alive. */
export function startUnconfirmedSweep(ctx: AlertsContext, log: FastifyBaseLogger): () => void {
  const run = () =>
    sweepUnconfirmed(ctx).then(
      (removed) => removed > 0 && log.info({ removed }, 'removed unconfirmed alert subscriptions'),
      (err: unknown) => log.warn({ err }, 'unconfirmed alert subscription sweep failed'),
    );
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
