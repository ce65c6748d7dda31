import type { Kysely } from 'kysely';

/**
 * Whether an article is illustrative (a made-up media report under a placeholder publication's name):
 * 1 shows the "sample content" note on its page. An integer, as SQLite and PostgreSQL both store it.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('sample').execute();
}
