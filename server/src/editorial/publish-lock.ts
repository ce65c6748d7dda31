import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The advisory lock that serializes publishes and seeds across PostgreSQL connections and instances. */
const CONTENT_LOCK_KEY = 200_020;

/**
 * Every publish re-projects all published documents: two at once on PostgreSQL would each project
 * without the other's record, and the later commit would drop the earlier one's change. This lock,
 * held until the transaction ends, makes them take turns (SQLite has one writer at a time already).
 * Taken before the audit chain's lock, always in that order.
 */
export async function lockContent(trx: Transaction<Database>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`.execute(trx);
  }
}
