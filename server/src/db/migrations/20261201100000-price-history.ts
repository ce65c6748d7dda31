import type { Kysely } from 'kysely';

/**
 * Daily price bars per security (issue 40): one row per code and Beijing trading day, written by the
 * live-quote poller after each close, by `npm run content -- import-prices` from an exchange or vendor
 * CSV export, and by the seed from content/data/price-history/ (`sample` 1: generated, labelled as
 * sample data on the pages; a real import of a code clears its sample rows). Prices in yuan, volume in
 * shares (bonds: in bonds), amount in yuan; volume and amount are doubles, as they pass 2^31.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

const DOUBLE = 'double precision';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('daily_bars')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('open', DOUBLE, (c) => c.notNull())
    .addColumn('high', DOUBLE, (c) => c.notNull())
    .addColumn('low', DOUBLE, (c) => c.notNull())
    .addColumn('close', DOUBLE, (c) => c.notNull())
    .addColumn('volume', DOUBLE, (c) => c.notNull())
    .addColumn('amount', DOUBLE, (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_bars_pk', ['code', 'date'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('daily_bars').execute();
}
