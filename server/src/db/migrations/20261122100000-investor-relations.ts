import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * What the investor pages need beyond section 7: the kinds of announcements (and each announcement's
 * kind), investor-survey records, dividends, key financial figures, periodic reports and the
 * convertible bond's terms. Self-contained on purpose: a migration never imports app code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;
type Builder = CreateTableBuilder<string, never>;

const DOUBLE = 'double precision';

function localizedTable(db: Db, name: string, build: (t: Builder) => Builder) {
  const t = db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull());
  return build(t)
    .addPrimaryKeyConstraint(`${name}_pk`, ['id', 'lang'] as never)
    .execute();
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('notice_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  // Existing rows get a kind at the next import; until then they have none.
  await db.schema
    .alterTable('notices')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('notices_type_idx').on('notices').columns(['type', 'publish_date']).execute();

  await localizedTable(db, 'surveys', (t) =>
    t
      .addColumn('survey_date', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('hosts', 'text', (c) => c.notNull())
      .addColumn('institutions_json', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull()),
  );
  await localizedTable(db, 'dividends', (t) =>
    t
      .addColumn('fiscal_year', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cash_per_ten_shares', DOUBLE, (c) => c.notNull())
      .addColumn('total_cash', DOUBLE, (c) => c.notNull())
      .addColumn('record_date', 'text', (c) => c.notNull())
      .addColumn('ex_date', 'text', (c) => c.notNull())
      .addColumn('pay_date', 'text'),
  );
  await db.schema
    .createTable('financial_figures')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('revenue', DOUBLE, (c) => c.notNull())
    .addColumn('net_profit', DOUBLE, (c) => c.notNull())
    .addColumn('total_assets', DOUBLE, (c) => c.notNull())
    .addColumn('pigs_sold', DOUBLE, (c) => c.notNull())
    .execute();
  await localizedTable(db, 'periodic_reports', (t) =>
    t
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('publish_date', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('file_url', 'text', (c) => c.notNull())
      .addColumn('file_size', 'integer', (c) => c.notNull())
      .addColumn('file_lang', 'text', (c) => c.notNull()),
  );
  await db.schema
    .createTable('bond_terms')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stock_code', 'text', (c) => c.notNull())
    .addColumn('conversion_price', DOUBLE, (c) => c.notNull())
    .addColumn('conversion_price_since', 'text', (c) => c.notNull())
    .addColumn('face_value', DOUBLE, (c) => c.notNull())
    .addColumn('issue_size', DOUBLE, (c) => c.notNull())
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('listing_date', 'text', (c) => c.notNull())
    .addColumn('conversion_start', 'text', (c) => c.notNull())
    .addColumn('maturity_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bond_terms_pk', ['code', 'lang'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['bond_terms', 'periodic_reports', 'financial_figures', 'dividends', 'surveys']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('notices_type_idx').ifExists().execute();
  await db.schema.alterTable('notices').dropColumn('type').execute();
  await db.schema.dropTable('notice_types').ifExists().execute();
}
