import type { Kysely } from 'kysely';

/**
 * The text description of a banner's or a brand story's video, in the record's language (issue 22: every
 * video has a text description). Null where the record has no video.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

const TABLES = ['banners', 'brand_build'] as const;

export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('video_description', 'text').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('video_description').execute();
  }
}
