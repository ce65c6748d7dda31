import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../admin/audit.ts';
import { isoAt } from '../admin/clock.ts';
import { DAY_MS } from './clocks.ts';
import type { CaseContext } from './context.ts';
import * as repo from './repository.ts';

/** How far ahead the console shows the deletions coming. */
export const RETENTION_NOTICE_DAYS = 30;
const SWEEP_EVERY_MS = 60 * 60_000;

/** The closed cases (no legal hold) deleted by `horizonMs`, soonest first. */
export async function casesDueForDeletion(ctx: CaseContext, withinDays = RETENTION_NOTICE_DAYS) {
  const retentionMs = ctx.deadlines.retentionDays * DAY_MS;
  const closedBefore = isoAt(ctx.clock() + withinDays * DAY_MS - retentionMs);
  const rows = await repo.closedCasesBefore(ctx.db, closedBefore);
  return {
    retentionDays: ctx.deadlines.retentionDays,
    withinDays,
    list: rows.map((row) => ({
      id: row.id,
      closedAt: row.closed_at,
      deleteAt: isoAt(Date.parse(row.closed_at) + retentionMs),
    })),
  };
}

/**
 * Deletes the closed cases whose retention has run out and that carry no legal hold: the report, its
 * conversation, notes and attachments (their sealed bytes too); the audit trail keeps the id and the
 * dates (`case_deleted`). Each case goes in its own transaction whose DELETE re-checks the conditions, so
 * two instances sweeping at once delete (and audit) each case exactly once, and a hold set meanwhile wins.
 */
export async function deleteExpiredCases(ctx: CaseContext): Promise<number> {
  const now = ctx.clock();
  const cutoff = isoAt(now - ctx.deadlines.retentionDays * DAY_MS);
  let deleted = 0;
  for (const row of await repo.closedCasesBefore(ctx.db, cutoff)) {
    const blobs = await ctx.db.transaction().execute(async (trx) => {
      const stored = await repo.storedNamesOf(trx, row.id);
      if ((await repo.deleteClosedCase(trx, row.id, cutoff)) !== 1) return null;
      await appendAudit(
        trx,
        {
          actor: 'system',
          actorName: null,
          action: 'case_deleted',
          object: `case:${row.id}`,
          session: null,
          detail: { receivedAt: row.created_at, closedAt: row.closed_at, retentionDays: ctx.deadlines.retentionDays },
        },
        now,
      );
      return stored;
    });
    if (blobs === null) continue;
    deleted += 1;
    // The file rows are gone with the case; their sealed bytes follow (the upload sweeper would find them too).
    for (const name of blobs) await ctx.store.discard(name);
  }
  return deleted;
}

/** Deletes what is due now and every hour; the timer never keeps the process alive. */
export function startCaseRetention(ctx: CaseContext, log: FastifyBaseLogger): () => void {
  const run = () =>
    deleteExpiredCases(ctx).then(
      (deleted) => deleted > 0 && log.info({ deleted }, 'deleted closed cases at the end of their retention'),
      (err: unknown) => log.warn({ err }, 'case retention sweep failed'),
    );
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
