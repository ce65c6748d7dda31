import type { Kysely } from 'kysely';

/**
 * A page's whole copy (title, description, blocks, labels, items) as JSON beside the columns search and
 * the feeds read: the public site reads a page's copy from the database like the rest of the content
 * (issue 20), so a publish in the back office reaches it without a rebuild. Rows written before this hold
 * `{}` until the first start of this release projects every published document again (PROJECTION_VERSION).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('page_copy')
    .addColumn('copy_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('page_copy').dropColumn('copy_json').execute();
}
