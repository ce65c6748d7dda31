import type { CaseCategory, CaseListQuery, CaseOutcome, CaseStatus } from '@muyuan/contract/admin/cases';
import {
  type Expression,
  expressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { type CaseDeadlineSettings, overdueIfReceivedBefore } from './clocks.ts';

/** SQL of cases: the clear columns of `complaints` (never the sealed ones, except in `sealedParts`). */

type Exec = Kysely<Database> | Transaction<Database>;

export interface CaseRow {
  id: string;
  status: CaseStatus;
  outcome: CaseOutcome | null;
  category: CaseCategory | null;
  created_at: string;
  updated_at: string;
  acknowledged_at: string | null;
  feedback_at: string | null;
  closed_at: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  legal_hold: number;
  case_version: number;
  duplicate_of: string | null;
}

const CASE_COLUMNS = [
  'complaints.id',
  'complaints.status',
  'complaints.outcome',
  'complaints.category',
  'complaints.created_at',
  'complaints.updated_at',
  'complaints.acknowledged_at',
  'complaints.feedback_at',
  'complaints.closed_at',
  'complaints.assignee_id',
  'staff_accounts.name as assignee_name',
  'complaints.legal_hold',
  'complaints.case_version',
  'complaints.duplicate_of',
] as const;

function casesWithAssignee(db: Exec): SelectQueryBuilder<Database, 'complaints' | 'staff_accounts', CaseRow> {
  return db
    .selectFrom('complaints')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'complaints.assignee_id')
    .select(CASE_COLUMNS) as unknown as SelectQueryBuilder<Database, 'complaints' | 'staff_accounts', CaseRow>;
}

const eb = expressionBuilder<Database, 'complaints'>();

/** Open cases one of whose clocks is past its deadline at `nowMs`. */
function overdueAt(settings: CaseDeadlineSettings, nowMs: number): Expression<SqlBool> {
  return eb.and([
    eb('complaints.closed_at', 'is', null),
    eb.or([
      eb.and([
        eb('complaints.acknowledged_at', 'is', null),
        eb('complaints.created_at', '<', overdueIfReceivedBefore(settings.acknowledgeDays, nowMs)),
      ]),
      eb.and([
        eb('complaints.feedback_at', 'is', null),
        eb('complaints.created_at', '<', overdueIfReceivedBefore(settings.feedbackDays, nowMs)),
      ]),
    ]),
  ]);
}

/** The list's filters as one condition (a filter not given adds nothing). */
function matching(filter: CaseListQuery, settings: CaseDeadlineSettings, nowMs: number): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status) conditions.push(eb('complaints.status', '=', filter.status));
  if (filter.assignee === 'none') conditions.push(eb('complaints.assignee_id', 'is', null));
  else if (filter.assignee) conditions.push(eb('complaints.assignee_id', '=', filter.assignee));
  if (filter.overdue === 'true') conditions.push(overdueAt(settings, nowMs));
  if (filter.overdue === 'false') conditions.push(eb.not(overdueAt(settings, nowMs)));
  if (filter.category === 'none') conditions.push(eb('complaints.category', 'is', null));
  else if (filter.category) conditions.push(eb('complaints.category', '=', filter.category));
  return eb.and(conditions);
}

/** A page of cases, newest first, and how many match; with `sealed=index`, each case's sealed index too. */
export async function listCases(
  db: Db,
  filter: CaseListQuery,
  settings: CaseDeadlineSettings,
  nowMs: number,
): Promise<{ rows: (CaseRow & { index_sealed?: string | null })[]; total: number }> {
  const where = matching(filter, settings, nowMs);
  const count = await db
    .selectFrom('complaints')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirst();
  const rows = await casesWithAssignee(db)
    .$if(filter.sealed === 'index', (q) => q.select('complaints.index_sealed'))
    .where(where)
    .orderBy('complaints.created_at', 'desc')
    .orderBy('complaints.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Open cases with a running clock whose deadline is before `horizonMs` (overdue ones and those due
 * soon), oldest first; the caller computes which is which.
 */
export async function casesDueBefore(db: Db, settings: CaseDeadlineSettings, horizonMs: number): Promise<CaseRow[]> {
  return casesWithAssignee(db)
    .where(overdueAt(settings, horizonMs))
    .orderBy('complaints.created_at')
    .orderBy('complaints.id')
    .execute();
}

/** Sets the sealed index of a case that has none; answers how many rows changed (0: no such case, or it has one). */
export async function fillIndex(db: Exec, id: string, sealed: string): Promise<number> {
  const result = await db
    .updateTable('complaints')
    .set({ index_sealed: sealed })
    .where('id', '=', id)
    .where('index_sealed', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findCase(db: Exec, id: string): Promise<CaseRow | undefined> {
  return casesWithAssignee(db).where('complaints.id', '=', id).executeTakeFirst();
}

/** What changes on a case; `updated_at` and the version move on with every change. */
export type CaseChange = Partial<
  Pick<
    Database['complaints'],
    | 'status'
    | 'outcome'
    | 'acknowledged_at'
    | 'feedback_at'
    | 'closed_at'
    | 'assignee_id'
    | 'legal_hold'
    | 'duplicate_of'
    | 'category'
  >
>;

/** Applies a change if the case is still at `version`; 0 when someone changed it first. */
export async function updateCase(
  db: Exec,
  id: string,
  version: number,
  change: CaseChange,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('complaints')
    .set({ ...change, updated_at: now, case_version: version + 1 })
    .where('id', '=', id)
    .where('case_version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The sealed parts of a report exactly as stored. */
export async function sealedParts(db: Db, id: string) {
  const report = await db
    .selectFrom('complaints')
    .select(['key_sealed', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
  const messages = await db
    .selectFrom('complaint_messages')
    .select(['id', 'author', 'created_at', 'body'])
    .where('complaint_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const files = await db
    .selectFrom('complaint_files')
    .leftJoin('complaint_blobs', 'complaint_blobs.id', 'complaint_files.stored_name')
    .select([
      'complaint_files.id',
      'complaint_files.created_at',
      'complaint_files.meta',
      'complaint_files.key_wrapped',
      'complaint_blobs.sealed_bytes',
    ])
    .where('complaint_files.complaint_id', '=', id)
    .orderBy('complaint_files.created_at')
    .orderBy('complaint_files.id')
    .execute();
  const notes = await db
    .selectFrom('case_notes')
    .select(['id', 'author_id', 'author_name', 'created_at', 'sealed'])
    .where('complaint_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return report ? { report, messages, files, notes } : undefined;
}

/** A reply of the compliance team, sealed in the browser under the report's key (the reporter reads it). */
export async function insertReply(db: Exec, row: { id: string; caseId: string; at: string; body: string }) {
  await db
    .insertInto('complaint_messages')
    .values({ id: row.id, complaint_id: row.caseId, author: 'compliance', created_at: row.at, body: row.body })
    .execute();
}

/** An internal note, sealed in the browser to the team's key. */
export async function insertNote(
  db: Exec,
  row: { id: string; caseId: string; authorId: string; authorName: string; at: string; sealed: string },
) {
  await db
    .insertInto('case_notes')
    .values({
      id: row.id,
      complaint_id: row.caseId,
      author_id: row.authorId,
      author_name: row.authorName,
      created_at: row.at,
      sealed: row.sealed,
    })
    .execute();
}

/** Where one attachment of a case is stored, and how many sealed bytes it has (undefined: no such file). */
export async function attachmentBlob(db: Db, caseId: string, fileId: string) {
  return db
    .selectFrom('complaint_files')
    .innerJoin('complaint_blobs', 'complaint_blobs.id', 'complaint_files.stored_name')
    .select(['complaint_files.stored_name', 'complaint_blobs.sealed_bytes'])
    .where('complaint_files.complaint_id', '=', caseId)
    .where('complaint_files.id', '=', fileId)
    .executeTakeFirst();
}

/** The clear columns the year's figures need, of cases received in [from, to). */
export async function casesReceivedBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('complaints')
    .select(['status', 'outcome', 'category', 'created_at', 'acknowledged_at', 'closed_at'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
}

/** Closed cases without a legal hold, closed before `before`, soonest deletion first. */
export async function closedCasesBefore(db: Exec, before: string) {
  const rows = await db
    .selectFrom('complaints')
    .select(['id', 'created_at', 'closed_at'])
    .where('status', '=', 'closed')
    .where('legal_hold', '=', 0)
    .where('closed_at', 'is not', null)
    .where('closed_at', '<', before)
    .orderBy('closed_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, created_at: r.created_at, closed_at: r.closed_at as string }));
}

/** The blob names of a case's attachments. */
export async function storedNamesOf(db: Exec, id: string): Promise<string[]> {
  const rows = await db.selectFrom('complaint_files').select('stored_name').where('complaint_id', '=', id).execute();
  return rows.map((r) => r.stored_name);
}

/**
 * Deletes a case and everything under it if it is still closed before `cutoff` without a legal hold;
 * answers 1 when this call deleted it (0: someone else did, or it was reopened or held meanwhile).
 */
export async function deleteClosedCase(db: Exec, id: string, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('complaints')
    .where('id', '=', id)
    .where('status', '=', 'closed')
    .where('legal_hold', '=', 0)
    .where('closed_at', '<', cutoff)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return 0;
  // Foreign keys cascade on both databases; said explicitly so a database without them loses nothing stray.
  await db.deleteFrom('complaint_messages').where('complaint_id', '=', id).execute();
  await db.deleteFrom('complaint_files').where('complaint_id', '=', id).execute();
  await db.deleteFrom('case_notes').where('complaint_id', '=', id).execute();
  await db.updateTable('complaints').set({ duplicate_of: null }).where('duplicate_of', '=', id).execute();
  return 1;
}

/** The cases marked as repeating `id`, oldest first. */
export async function duplicatesOf(db: Exec, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('complaints')
    .select('id')
    .where('duplicate_of', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The accounts holding the compliance role, by name. */
export async function complianceOfficers(db: Db) {
  return db
    .selectFrom('staff_roles')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_roles.account_id')
    .select(['staff_accounts.id', 'staff_accounts.name'])
    .where('staff_roles.role', '=', 'compliance')
    .orderBy('staff_accounts.name')
    .orderBy('staff_accounts.id')
    .execute();
}

/** Whether an account exists and holds the compliance role (the only people a case goes to). */
export async function isComplianceAccount(db: Exec, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_roles')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_roles.account_id')
    .select('staff_roles.account_id')
    .where('staff_roles.account_id', '=', accountId)
    .where('staff_roles.role', '=', 'compliance')
    .executeTakeFirst();
  return row !== undefined;
}
