import type { Kysely } from 'kysely';

/**
 * Scheduled publishing (issue 20): `content_schedules` holds each publish set for a minute (an
 * editor's draft, published when its minute has come: `pending` until then, then `published`,
 * `failed` with the reason, or `cancelled`); at most one pending per record. `leases` names which
 * instance runs time-driven work for a while (one row per kind of work), so one of several
 * instances publishes, and another takes over when it stops renewing.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('content_schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('scheduled_by', 'text', (c) => c.notNull())
    .addColumn('scheduled_by_name', 'text')
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('version', 'integer')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('content_schedules_due')
    .on('content_schedules')
    .columns(['state', 'publish_at'])
    .execute();
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('leases').execute();
  await db.schema.dropTable('content_schedules').execute();
}
