import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * The content tables. Column types are ones SQLite and PostgreSQL both understand; dates are ISO
 * text so they sort as text. Self-contained on purpose: a migration never imports app code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;
type Builder = CreateTableBuilder<string, never>;

const DOUBLE = 'double precision';

function localizedTable(db: Db, name: string, build: (t: Builder) => Builder, key: string[] = ['id', 'lang']) {
  let t: Builder = db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull());
  t = build(t);
  return t.addPrimaryKeyConstraint(`${name}_pk`, key as never).execute();
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('articles_pk', ['kind', 'id', 'lang'])
    .execute();
  await db.schema.createIndex('articles_list_idx').on('articles').columns(['kind', 'lang', 'publish_date']).execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('file_url', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();

  await localizedTable(db, 'banners', (t) =>
    t
      .addColumn('module', 'text')
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('pic_info', 'text', (c) => c.notNull())
      .addColumn('link_url', 'text')
      .addColumn('video_info', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull()),
  );
  await localizedTable(db, 'reports', (t) =>
    t
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('cover', 'text')
      .addColumn('file_url', 'text', (c) => c.notNull())
      .addColumn('file_size', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull()),
  );
  await db.schema
    .createTable('brief')
    .addColumn('lang', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('stats_json', 'text', (c) => c.notNull())
    .execute();
  await localizedTable(db, 'leaders', (t) =>
    t
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('photo', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('bio', 'text', (c) => c.notNull()),
  );
  await localizedTable(db, 'course', (t) =>
    t
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull()),
  );
  await localizedTable(db, 'public_welfare', (t) =>
    t
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull()),
  );
  await localizedTable(db, 'brand_build', (t) =>
    t
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('video_info', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull()),
  );
  await localizedTable(
    db,
    'sales_cards',
    (t) =>
      t
        .addColumn('grp', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('rows_json', 'text', (c) => c.notNull()),
    ['grp', 'id', 'lang'],
  );
  await localizedTable(db, 'partners', (t) =>
    t
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('logo', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull()),
  );
  await db.schema
    .createTable('quotes')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', DOUBLE, (c) => c.notNull())
    .addColumn('open', DOUBLE, (c) => c.notNull())
    .addColumn('high', DOUBLE, (c) => c.notNull())
    .addColumn('low', DOUBLE, (c) => c.notNull())
    .addColumn('prev_close', DOUBLE, (c) => c.notNull())
    .addColumn('volume', DOUBLE, (c) => c.notNull())
    .addColumn('turnover', DOUBLE, (c) => c.notNull())
    .addColumn('quote_time', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('delay_note', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotes_pk', ['code', 'lang'])
    .execute();
  await localizedTable(db, 'depts', (t) =>
    t
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull()),
  );
  await localizedTable(db, 'dept_types', (t) =>
    t.addColumn('sort', 'integer', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull()),
  );
  await localizedTable(db, 'page_copy', (t) =>
    t
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull()),
  );
  await db.schema
    .createTable('content_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

const TABLES = [
  'content_meta',
  'page_copy',
  'dept_types',
  'depts',
  'quotes',
  'partners',
  'sales_cards',
  'brand_build',
  'public_welfare',
  'course',
  'leaders',
  'brief',
  'reports',
  'banners',
  'notices',
  'articles',
];

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
