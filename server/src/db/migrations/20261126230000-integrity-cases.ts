import type { Kysely } from 'kysely';

/**
 * Integrity reports become the compliance team's cases (issue 21). What the server needs to run the
 * clocks and the work is held in clear beside the sealed report: the status (now also `acknowledged`),
 * the outcome when closed, when it was acknowledged, when feedback was given, when it was closed, who
 * works on it (a staff account id), a legal hold, and a version that every change moves on (stale
 * changes are refused). Nothing the reporter wrote is added: the province, subsidiary and department
 * type stay inside the sealed report. Reports already there keep their status and received date; a
 * closed one is taken as closed when it last changed (its outcome is unknown and stays null).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('outcome', 'text').execute();
  await db.schema.alterTable('complaints').addColumn('acknowledged_at', 'text').execute();
  await db.schema.alterTable('complaints').addColumn('feedback_at', 'text').execute();
  await db.schema.alterTable('complaints').addColumn('closed_at', 'text').execute();
  await db.schema.alterTable('complaints').addColumn('assignee_id', 'text').execute();
  await db.schema
    .alterTable('complaints')
    .addColumn('legal_hold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('complaints')
    .addColumn('case_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db
    .updateTable('complaints')
    .set((eb) => ({ closed_at: eb.ref('updated_at') }))
    .where('status', '=', 'closed')
    .execute();
  await db.schema.createIndex('complaints_status_idx').on('complaints').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('complaints_assignee_idx').on('complaints').column('assignee_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('complaints_assignee_idx').execute();
  await db.schema.dropIndex('complaints_status_idx').execute();
  for (const column of [
    'case_version',
    'legal_hold',
    'assignee_id',
    'closed_at',
    'feedback_at',
    'acknowledged_at',
    'outcome',
  ]) {
    await db.schema.alterTable('complaints').dropColumn(column).execute();
  }
}
