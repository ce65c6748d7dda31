import type { Kysely } from 'kysely';

/**
 * The responsive renditions of the media store's raster pictures (issue 20, item 8; contract
 * image-variants.ts): AVIF and WebP at the ladder's widths, each a whole blob of the store's
 * `media_blobs` (so the sweeper, a backup and every instance treat them as the files' bytes), named by
 * the picture's SHA-256, the ladder width and the format. `made_width` is the width it was made at (a
 * narrow picture is not enlarged). Rows are only inserted: a rendition's address never changes its bytes.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('media_variants')
    .addColumn('sha256', 'text', (c) => c.notNull().references('media_files.sha256').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('blob_id', 'text', (c) => c.notNull().unique().references('media_blobs.id'))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('made_width', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_variants_pk', ['sha256', 'width', 'format'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_variants').execute();
}
