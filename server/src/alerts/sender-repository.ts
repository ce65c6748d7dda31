import { type Selectable, sql } from 'kysely';
import { isoAt } from '../admin/clock.ts';
import type { Db } from '../db/database.ts';
import type { AlertOutboxTable, AlertSubscriberTable } from '../db/schema.ts';

/** SQL of the sender: which outbox rows are due, taking one, and recording what came of it. */

export type OutboxRow = Selectable<AlertOutboxTable>;

/** An address is paused at this many permanent failures. */
export const PAUSE_AFTER_FAILURES = 3;

/**
 * Up to `limit` rows due at `now`, earliest due first: queued, their time come, their subscriber not paused
 * and their item not held by the console (a row whose subscriber is gone is due too: it is recorded, not sent).
 * Ordered by the due time alone, which the `(status, next_attempt_at)` index gives without a sort: with an
 * item's 10,000 mails due, sorting them by creation on every tick blocked the event loop for 10 ms a second
 * and tripled the site's cached p99 while they went (issue 41's bench).
 */
export function dueRows(db: Db, now: number, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('alert_outbox as o')
    .leftJoin('alert_subscribers as s', 's.id', 'o.subscriber_id')
    .leftJoin('alert_items as i', 'i.item_key', 'o.item_key')
    .selectAll('o')
    .where('o.status', '=', 'queued')
    .where('o.next_attempt_at', '<=', isoAt(now))
    .where((eb) => eb.or([eb('s.paused', 'is', null), eb('s.paused', '=', 0)]))
    .where((eb) => eb.or([eb('i.held', 'is', null), eb('i.held', '=', 0)]))
    .orderBy('o.next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a row for sending until `claimUntil` (kept in next_attempt_at while it is `sending`). One
 * statement that changes the row only while it is still queued, its address not paused and its item not
 * held: of two senders (or a console pausing meanwhile) exactly one outcome wins.
 */
export async function take(db: Db, id: string, claimUntil: number): Promise<boolean> {
  const result = await db
    .updateTable('alert_outbox')
    .set({ status: 'sending', next_attempt_at: isoAt(claimUntil) })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_subscribers')
            .select(sql.lit(1).as('one'))
            .whereRef('alert_subscribers.id', '=', 'alert_outbox.subscriber_id')
            .where('alert_subscribers.paused', '=', 1),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_items')
            .select(sql.lit(1).as('one'))
            .whereRef('alert_items.item_key', '=', 'alert_outbox.item_key')
            .where('alert_items.held', '=', 1),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Rows whose sender stopped between taking and recording them (their claim ran out): queued again, due now. */
export async function putBackAbandoned(db: Db, now: number): Promise<number> {
  const result = await db
    .updateTable('alert_outbox')
    .set({ status: 'queued', next_attempt_at: isoAt(now) })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<', isoAt(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function subscriberOf(db: Db, id: string): Promise<Selectable<AlertSubscriberTable> | undefined> {
  return db.selectFrom('alert_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSent(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('alert_outbox')
    .set((eb) => ({ status: 'sent', sent_at: at, last_error: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Failed for good, with the reason (the server's answer, or why it was not sent); `at` is when. `tried`:
 * the mail server was asked (the try is counted), not a row dropped before sending.
 */
export async function markFailed(db: Db, id: string, reason: string, at: string, tried: boolean): Promise<void> {
  await db
    .updateTable('alert_outbox')
    .set((eb) => ({
      status: 'failed',
      last_error: reason,
      next_attempt_at: at,
      attempts: tried ? eb('attempts', '+', 1) : eb.ref('attempts'),
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Refused for now: queued again for `nextAttemptAt`, the try counted. */
export async function retryLater(db: Db, id: string, reason: string, nextAttemptAt: string): Promise<void> {
  await db
    .updateTable('alert_outbox')
    .set((eb) => ({
      status: 'queued',
      last_error: reason,
      next_attempt_at: nextAttemptAt,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Counts a permanent failure against an address, pausing it at PAUSE_AFTER_FAILURES; true when this one paused it. */
export async function countPermanentFailure(db: Db, subscriberId: string, at: string): Promise<boolean> {
  const row = await db
    .updateTable('alert_subscribers')
    .set((eb) => ({
      permanent_failures: eb('permanent_failures', '+', 1),
      paused: sql<number>`case when permanent_failures + 1 >= ${PAUSE_AFTER_FAILURES} then 1 else paused end`,
      updated_at: at,
    }))
    .where('id', '=', subscriberId)
    .returning(['paused', 'permanent_failures'])
    .executeTakeFirst();
  return row?.paused === 1 && row.permanent_failures === PAUSE_AFTER_FAILURES;
}

/** The outbox's rows by status, confirmations and alerts together (the metrics' gauge). */
export async function countByStatus(db: Db): Promise<Map<AlertOutboxTable['status'], number>> {
  const rows = await db
    .selectFrom('alert_outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
