import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Report attachments live in the database (they lived as files in UPLOAD_DIR), so every instance
 * reads one store and a backup of the database holds them too. An attachment's sealed bytes (the
 * same AES-256-GCM file format as on disk) are a blob: one row in `complaint_blobs` and its bytes in
 * `complaint_blob_chunks`, in pieces of at most 256 KiB written as the upload streams in and read
 * back one at a time, so neither side ever holds a whole file. `chunk_count` stays null while the
 * blob is being written. `complaint_files.stored_name` names the blob of a file; a blob no file
 * names is an upload in progress or a crash's leftover, which the sweeper removes once it is old.
 * Files already in UPLOAD_DIR are moved in at start (integrity/legacy-uploads.ts), not here: a
 * migration must not depend on a folder.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // SQLite's type is BLOB, PostgreSQL's bytea; both hand Node a Buffer.
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('complaint_blobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('chunk_count', 'integer')
    .addColumn('sealed_bytes', 'integer')
    .execute();
  await db.schema.createIndex('complaint_blobs_created_idx').on('complaint_blobs').column('created_at').execute();
  await db.schema
    .createTable('complaint_blob_chunks')
    .addColumn('blob_id', 'text', (c) => c.notNull().references('complaint_blobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('complaint_blob_chunks_pk', ['blob_id', 'seq'])
    .execute();
  await db.schema.createIndex('complaint_files_stored_name_idx').on('complaint_files').column('stored_name').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('complaint_files_stored_name_idx').execute();
  await db.schema.dropTable('complaint_blob_chunks').execute();
  await db.schema.dropTable('complaint_blobs').execute();
}
