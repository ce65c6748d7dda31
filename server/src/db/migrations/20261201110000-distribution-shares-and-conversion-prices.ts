import type { Kysely } from 'kysely';

/**
 * The investor tools (issue 40): a distribution's bonus and transferred shares per 10 shares (the total
 * return adds them on the ex-date; 0 for the cash-only distributions stored so far), and a bond's whole
 * history of conversion prices as JSON (`[{ price, since }]`, oldest first; the premium over time uses the
 * price in force on each day). Existing rows get their one current price; the next content import writes
 * the history the content file gives.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('dividends')
    .addColumn('shares_per_ten_shares', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bond_terms')
    .addColumn('conversion_prices_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('bond_terms').dropColumn('conversion_prices_json').execute();
  await db.schema.alterTable('dividends').dropColumn('shares_per_ten_shares').execute();
}
