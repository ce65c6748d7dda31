import type { Kysely } from 'kysely';

/**
 * Integrity reports. Nothing a reporter wrote is stored in plain text: `body`, the messages and the
 * file metadata are AES-256-GCM under the report's own key, which is stored only sealed to the
 * compliance team's public key (`key_sealed`) and wrapped under a key the query code derives
 * (`key_for_reporter`, with `code_salt`). A report is found by the HMAC of its code (`code_digest`).
 * Uploaded files wait in `complaint_files` without a report until a submission claims them.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_digest', 'text', (c) => c.notNull().unique())
    .addColumn('code_salt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('key_sealed', 'text', (c) => c.notNull())
    .addColumn('key_for_reporter', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaints_created_idx').on('complaints').column('created_at').execute();

  await db.schema
    .createTable('complaint_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('complaint_messages_report_idx')
    .on('complaint_messages')
    .columns(['complaint_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('complaint_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.references('complaints.id').onDelete('cascade'))
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('key_wrapped', 'text')
    .execute();
  await db.schema.createIndex('complaint_files_report_idx').on('complaint_files').column('complaint_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('complaint_files').execute();
  await db.schema.dropTable('complaint_messages').execute();
  await db.schema.dropTable('complaints').execute();
}
