import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type {
  ComplaintFileTable,
  ComplaintMessageTable,
  ComplaintStatus,
  ComplaintTable,
  Database,
} from '../db/schema.ts';

type Exec = Kysely<Database> | Transaction<Database>;

export async function insertComplaint(db: Exec, row: ComplaintTable): Promise<void> {
  await db.insertInto('complaints').values(row).execute();
}

export async function findComplaintByDigest(db: Db, digest: string) {
  return db.selectFrom('complaints').selectAll().where('code_digest', '=', digest).executeTakeFirst();
}

export async function findComplaint(db: Db, id: string) {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Reports newest first, with how many messages and files each has (no content: it is encrypted). */
export async function listComplaints(db: Db) {
  return db
    .selectFrom('complaints')
    .select((eb) => [
      'id',
      'status',
      'created_at',
      'updated_at',
      eb
        .selectFrom('complaint_messages')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('complaint_messages.complaint_id', '=', 'complaints.id')
        .as('messages'),
      eb
        .selectFrom('complaint_files')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('complaint_files.complaint_id', '=', 'complaints.id')
        .as('files'),
    ])
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * The command-line tool's status change. It keeps the case's clear metadata true (closed since when;
 * a new version, so a console holding the old one is refused), but has no outcome to give: the case
 * console closes with one.
 */
export async function setComplaintStatus(db: Db, id: string, status: ComplaintStatus, now: string): Promise<number> {
  const result = await db
    .updateTable('complaints')
    .set((eb) => ({
      status,
      updated_at: now,
      closed_at: status === 'closed' ? now : null,
      case_version: eb('case_version', '+', 1),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function touchComplaint(db: Exec, id: string, now: string): Promise<void> {
  await db.updateTable('complaints').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function insertMessage(db: Exec, row: ComplaintMessageTable): Promise<void> {
  await db.insertInto('complaint_messages').values(row).execute();
}

export async function listMessages(db: Db, complaintId: string) {
  return db
    .selectFrom('complaint_messages')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A case's internal notes (sealed to the team key in the console), oldest first. */
export async function listNotes(db: Db, complaintId: string) {
  return db
    .selectFrom('case_notes')
    .select(['author_name', 'created_at', 'sealed'])
    .where('complaint_id', '=', complaintId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The audit trail's rows about a case (its history), oldest first. */
export async function caseHistory(db: Db, complaintId: string) {
  return db
    .selectFrom('audit_log')
    .select(['seq', 'at', 'actor', 'actor_name', 'action', 'detail'])
    .where('object', '=', `case:${complaintId}`)
    .orderBy('seq')
    .execute();
}

export async function insertFile(db: Exec, row: ComplaintFileTable): Promise<void> {
  await db.insertInto('complaint_files').values(row).execute();
}

/** Files still waiting for a report, among `ids`. */
export async function waitingFiles(db: Exec, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('complaint_files')
    .selectAll()
    .where('id', 'in', ids)
    .where('complaint_id', 'is', null)
    .execute();
}

/** Gives a waiting file to a report; 0 when another submission claimed it first. */
export async function claimFile(db: Exec, id: string, complaintId: string, keyWrapped: string): Promise<number> {
  const result = await db
    .updateTable('complaint_files')
    .set({ complaint_id: complaintId, key_wrapped: keyWrapped })
    .where('id', '=', id)
    .where('complaint_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function filesOf(db: Db, complaintId: string) {
  return db
    .selectFrom('complaint_files')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('created_at')
    .execute();
}

/** Waiting files uploaded before `before` (ISO time): nobody claimed them in time. */
export async function expiredWaitingFiles(db: Db, before: string) {
  return db
    .selectFrom('complaint_files')
    .select(['id', 'stored_name'])
    .where('complaint_id', 'is', null)
    .where('created_at', '<', before)
    .execute();
}

/** Removes a file still waiting for a report; 0 when a report claimed it meanwhile. */
export async function deleteWaitingFile(db: Db, id: string): Promise<number> {
  const result = await db
    .deleteFrom('complaint_files')
    .where('id', '=', id)
    .where('complaint_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
