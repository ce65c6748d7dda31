import type { Kysely } from 'kysely';

/**
 * The back office's content (issue 20): every record of every content file as its YAML holds it
 * (`content_documents`, JSON text of both languages), every state ever published
 * (`content_versions`, numbered per record from 1; `json` null for "unpublished"), and each editor's
 * unpublished draft (`content_drafts`). The public tables stay what the API reads: they are
 * projected from the published documents by the seed and by every publish.
 * A document keeps its JSON while unpublished, so it can be published again; `position` is its
 * place in its file (lists whose order is meaningful, such as the history timeline, keep it).
 * `zh_version` and `en_version` are the versions in which each language block last changed, so the
 * lists tell "English older than Chinese" without walking the history.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('content_documents')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('json', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('zh_version', 'integer')
    .addColumn('en_version', 'integer')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_documents_pk', ['collection', 'record_id'])
    .execute();

  await db.schema
    .createTable('content_versions')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('json', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_versions_pk', ['collection', 'record_id', 'number'])
    .execute();

  await db.schema
    .createTable('content_drafts')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text')
    .addColumn('json', 'text', (c) => c.notNull())
    .addColumn('base_version', 'integer')
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_drafts_pk', ['collection', 'record_id', 'author'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('content_drafts').execute();
  await db.schema.dropTable('content_versions').execute();
  await db.schema.dropTable('content_documents').execute();
}
