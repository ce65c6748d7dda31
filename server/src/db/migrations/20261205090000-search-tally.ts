import type { Kysely } from 'kysely';

/**
 * Public searches that found no page, counted per ISO week (Asia/Shanghai) for the console (issue 42,
 * point 7). Counts only: no address, no visitor, no time finer than the week. `search_weeks` holds a
 * week's totals and its `other` bucket (searches counted without their query once the week holds its
 * cap of distinct queries); its row is also what a flush locks, so two instances keep the cap exactly.
 * `search_misses` holds one row per week, language and normalized query.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('search_weeks')
    .addColumn('week', 'text', (c) => c.primaryKey())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('other_nothing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('other_documents_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('search_misses')
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('nothing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('documents_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_misses_pk', ['week', 'lang', 'query'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_misses').execute();
  await db.schema.dropTable('search_weeks').execute();
}
