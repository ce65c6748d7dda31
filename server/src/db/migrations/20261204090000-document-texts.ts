import type { Kysely } from 'kysely';

/**
 * The text of published PDFs (issue 42): read once per file content (its SHA-256), page by page.
 * `document_texts` says what came of reading a file: `text` (a text layer on some page), `no-text` (a
 * scan: no page had text; OCR may read it later), `failed` (damaged, encrypted, too large, too slow,
 * out of memory: `reason` says which), with `source` telling a text layer from OCR. `document_pages`
 * holds each page's text (1-based). `document_files` maps each site address of a PDF a published
 * record uses (`/media/files/…` from content/, `/media/u/<sha256>.pdf` from the media library) to the
 * hash of the bytes it served when last looked at, so a file replaced under the same address is read again.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('document_texts')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('text-layer'))
    .addColumn('reason', 'text')
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('document_pages')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_pages_pk', ['hash', 'page'])
    .execute();
  await db.schema
    .createTable('document_files')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_files_hash').on('document_files').column('hash').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('document_files').execute();
  await db.schema.dropTable('document_pages').execute();
  await db.schema.dropTable('document_texts').execute();
}
