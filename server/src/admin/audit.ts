import { createHash } from 'node:crypto';
import type { AuditedAction } from '@muyuan/contract/admin/audit';
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuditLogTable, Database } from '../db/schema.ts';
import { isoAt } from './clock.ts';

/**
 * The audit trail: one row per action, each holding the hash of the row before it, so that a row
 * changed or removed in the database breaks the chain from there on (`npm run admin -- audit verify`).
 * A head row keeps the last seq and hash, so removing the newest rows is noticed too.
 * Rows name staff, tokens and objects by id; never a reporter's address or anything a report says.
 */
export interface AuditEvent {
  /** `account:<id>`, `token:<id>`, `cli` (npm run admin), `system` (the server itself) or `anonymous`. */
  actor: string;
  actorName?: string | null;
  action: AuditedAction;
  object?: string | null;
  session?: string | null;
  detail?: Record<string, unknown>;
}

export const GENESIS_HASH = '0'.repeat(64);
/** The advisory lock that serializes appends across PostgreSQL connections and instances. */
const AUDIT_LOCK_KEY = 190_019;

type Row = Omit<AuditLogTable, 'hash'>;

export function rowHash(row: Row): string {
  const fields = [row.seq, row.at, row.actor, row.actor_name, row.action, row.object, row.session, row.detail];
  return createHash('sha256')
    .update(JSON.stringify([...fields, row.prev_hash]))
    .digest('hex');
}

/** Takes the chain's lock until the transaction ends (re-entrant: taking it twice is harmless). */
export async function lockAuditChain(trx: Transaction<Database>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(trx);
  }
}

/**
 * Appends inside the caller's transaction, after taking the chain's lock: on PostgreSQL an advisory
 * transaction lock (two instances appending at once wait for each other instead of both chaining to
 * the same row); SQLite has one writer at a time already.
 */
export async function appendAudit(trx: Transaction<Database>, event: AuditEvent, nowMs: number): Promise<number> {
  await lockAuditChain(trx);
  const head = await trx.selectFrom('audit_head').selectAll().where('id', '=', 1).executeTakeFirst();
  const row: Row = {
    seq: (head ? Number(head.seq) : 0) + 1,
    at: isoAt(nowMs),
    actor: event.actor,
    actor_name: event.actorName ?? null,
    action: event.action,
    object: event.object ?? null,
    session: event.session ?? null,
    detail: JSON.stringify(event.detail ?? {}),
    prev_hash: head?.hash ?? GENESIS_HASH,
  };
  const hash = rowHash(row);
  await trx
    .insertInto('audit_log')
    .values({ ...row, hash })
    .execute();
  if (head) await trx.updateTable('audit_head').set({ seq: row.seq, hash }).where('id', '=', 1).execute();
  else await trx.insertInto('audit_head').values({ id: 1, seq: row.seq, hash }).execute();
  return row.seq;
}

/** Appends in a transaction of its own. */
export function recordAudit(db: Db, event: AuditEvent, nowMs: number): Promise<number> {
  return db.transaction().execute((trx) => appendAudit(trx, event, nowMs));
}

export type ChainCheck = { ok: true; rows: number } | { ok: false; seq: number; reason: string };

const PAGE = 1000;

/** Walks the chain from the first row; answers the first broken row and what is wrong with it. */
export async function verifyAuditChain(db: Kysely<Database>): Promise<ChainCheck> {
  let expected = 1;
  let prevHash = GENESIS_HASH;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>=', expected)
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== expected) return { ok: false, seq: expected, reason: `row ${expected} is missing` };
      if (row.prev_hash !== prevHash)
        return { ok: false, seq, reason: `row ${seq} does not follow row ${seq - 1} (the row before changed)` };
      if (rowHash({ ...row, seq }) !== row.hash) return { ok: false, seq, reason: `row ${seq} was changed` };
      prevHash = row.hash;
      expected = seq + 1;
    }
    if (rows.length < PAGE) break;
  }
  const last = expected - 1;
  const head = await db.selectFrom('audit_head').selectAll().where('id', '=', 1).executeTakeFirst();
  const headSeq = head ? Number(head.seq) : 0;
  if (headSeq > last) return { ok: false, seq: last + 1, reason: `rows ${last + 1} to ${headSeq} are missing` };
  if (headSeq !== last || (head && head.hash !== prevHash))
    return { ok: false, seq: last, reason: `row ${last} does not match the chain's head` };
  return { ok: true, rows: last };
}
