import type { Kysely } from 'kysely';

/**
 * The titles of each content document in both languages, as columns: the editor's lists page and
 * filter thousands of records (issue 20: 10,000 articles within 100 ms) without parsing every
 * record's JSON. Written with the JSON by every version (editorial/write-version.ts); filled here
 * once for the documents already there, the way `titlesOf` reads them (a language block's `title`
 * or `name`, else the record's `name.<lang>`).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

function titleIn(json: Record<string, unknown>, lang: 'zh' | 'en'): string | null {
  const block = json[lang];
  if (block && typeof block === 'object') {
    const { title, name } = block as Record<string, unknown>;
    if (typeof title === 'string') return title;
    if (typeof name === 'string') return name;
  }
  const name = json.name as Record<string, unknown> | undefined;
  return typeof name?.[lang] === 'string' ? (name[lang] as string) : null;
}

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('content_documents').addColumn('title_zh', 'text').execute();
  await db.schema.alterTable('content_documents').addColumn('title_en', 'text').execute();
  const rows = await db.selectFrom('content_documents').select(['collection', 'record_id', 'json']).execute();
  for (const row of rows as { collection: string; record_id: string; json: string }[]) {
    const json = JSON.parse(row.json) as Record<string, unknown>;
    await db
      .updateTable('content_documents')
      .set({ title_zh: titleIn(json, 'zh'), title_en: titleIn(json, 'en') })
      .where('collection', '=', row.collection)
      .where('record_id', '=', row.record_id)
      .execute();
  }
  await db.schema
    .createIndex('content_documents_list')
    .on('content_documents')
    .columns(['collection', 'position', 'record_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('content_documents_list').execute();
  await db.schema.alterTable('content_documents').dropColumn('title_en').execute();
  await db.schema.alterTable('content_documents').dropColumn('title_zh').execute();
}
