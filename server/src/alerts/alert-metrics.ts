import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/database.ts';
import type { AlertOutboxStatus } from '../db/schema.ts';
import { registry } from '../http/metrics-registry.ts';
import { countByStatus } from './sender-repository.ts';

/** Mails this instance tried to send (it holds the sending lease), by what came of each try. */
export const alertSends = new Counter({
  name: 'alert_mail_sends_total',
  help: 'Alert and confirmation mails this instance tried, by outcome (sent; temporary and permanent refusals; skipped: the subscriber left first)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const STATUSES: readonly AlertOutboxStatus[] = ['queued', 'sending', 'sent', 'failed', 'held'];

let outbox: Db | undefined;

/**
 * Counts `db`'s outbox in the gauge (an app with mail configured; one without reports none), until the
 * function returned is called (the app closing).
 */
export function watchOutbox(db: Db): () => void {
  outbox = db;
  return () => {
    if (outbox === db) outbox = undefined;
  };
}

new Gauge({
  name: 'alert_outbox_rows',
  help: 'Rows of the alert outbox by status, read from the database at each scrape (every instance sees the same outbox)',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!outbox) return;
    const counts = await countByStatus(outbox);
    for (const status of STATUSES) this.set({ status }, counts.get(status) ?? 0);
  },
});
