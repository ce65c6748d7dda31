import type { Kysely } from 'kysely';

/** Files attached to an article (a PDF of the announcement a news item reports), as a JSON list. */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('attachments_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('attachments_json').execute();
}
