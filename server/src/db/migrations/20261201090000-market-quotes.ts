import type { Kysely } from 'kysely';

/**
 * Live quotes from a market feed (issue 40): `live_quotes` holds the newest good quote of each code as
 * the instance holding the quote lease fetched it (`status` trading or halted, `fetched_at` when it
 * came); the public answer takes its numbers and time from here and its names from `quotes`.
 * `market_closures` lists the weekdays the exchange does not trade (content/data/market-closures.yaml,
 * one row a date), so the poller knows a trading day; the console can edit it as a content collection.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

const DOUBLE = 'double precision';

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('live_quotes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('price', DOUBLE, (c) => c.notNull())
    .addColumn('open', DOUBLE, (c) => c.notNull())
    .addColumn('high', DOUBLE, (c) => c.notNull())
    .addColumn('low', DOUBLE, (c) => c.notNull())
    .addColumn('prev_close', DOUBLE, (c) => c.notNull())
    .addColumn('volume', DOUBLE, (c) => c.notNull())
    .addColumn('turnover', DOUBLE, (c) => c.notNull())
    .addColumn('quote_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('market_closures')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('market_closures').execute();
  await db.schema.dropTable('live_quotes').execute();
}
