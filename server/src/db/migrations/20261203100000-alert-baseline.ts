import type { Kysely } from 'kysely';

/**
 * Alerts' fan-out on publishing (issue 41, point 3): `alert_items.queued` tells an item whose alerts were
 * queued (1) from one only recorded as known (0: published before alerts first ran, or dated more than a
 * week back when first seen), and `alert_meta` keeps the fan-out's own marks (`baseline`: when the items
 * published at the first run were recorded without mail).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('alert_items')
    .addColumn('queued', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('alert_meta')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('alert_meta').execute();
  await db.schema.alterTable('alert_items').dropColumn('queued').execute();
}
