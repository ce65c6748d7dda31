import type { Kysely } from 'kysely';

/**
 * The investor calendar (issue 41): `ir_events` holds the IR team's events (content/data/ir-events.yaml,
 * a content collection the console edits), one row per record and language like the other collections.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('ir_events')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('url', 'text')
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addPrimaryKeyConstraint('ir_events_pk', ['id', 'lang'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('ir_events').execute();
}
