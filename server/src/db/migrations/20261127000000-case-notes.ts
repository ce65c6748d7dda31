import type { Kysely } from 'kysely';

/**
 * The compliance team's internal notes on a case (issue 21): each sealed in the officer's browser to the
 * team's public key (a sealed box, like a report's key), so the server stores text it cannot read and the
 * reporter never sees. The author is kept in clear (who wrote is part of the case's record, as the audit
 * trail also says); the note's text is not. A case can also be marked as repeating another (the
 * original), so two reports of one matter are worked once.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('case_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('case_notes_complaint_idx')
    .on('case_notes')
    .columns(['complaint_id', 'created_at'])
    .execute();
  await db.schema.alterTable('complaints').addColumn('duplicate_of', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('complaints').dropColumn('duplicate_of').execute();
  await db.schema.dropTable('case_notes').execute();
}
