import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The back office's media store (issue 20, items 7 and 8): files uploaded in the console live in the
 * database, not on one instance's disk, so every instance behind the proxy serves them and a backup
 * holds them. As report attachments do (20261125010000-attachment-blobs.ts), a file's bytes are a
 * blob: a row in `media_blobs` and its bytes in `media_blob_chunks`, pieces of at most 256 KiB written
 * as the upload streams in; `chunk_count` stays null until the blob is whole. `media_files` names a
 * whole blob by the SHA-256 of its bytes (the primary key: the same bytes are never stored twice, and
 * a name never gets other bytes); a blob no file names is an upload in progress or a crash's
 * leftover. `original_name` is for display only.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('media_blobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('chunk_count', 'integer')
    .addColumn('size', 'integer')
    .execute();
  await db.schema.createIndex('media_blobs_created_idx').on('media_blobs').column('created_at').execute();
  await db.schema
    .createTable('media_blob_chunks')
    .addColumn('blob_id', 'text', (c) => c.notNull().references('media_blobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('media_blob_chunks_pk', ['blob_id', 'seq'])
    .execute();
  await db.schema
    .createTable('media_files')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('blob_id', 'text', (c) => c.notNull().unique().references('media_blobs.id'))
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_name', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('pdf_title', 'text')
    .addColumn('pdf_pages', 'integer')
    .execute();
  await db.schema
    .createIndex('media_files_uploaded_idx')
    .on('media_files')
    .columns(['uploaded_at', 'sha256'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_files').execute();
  await db.schema.dropTable('media_blob_chunks').execute();
  await db.schema.dropTable('media_blobs').execute();
}
