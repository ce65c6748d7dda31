import type { Kysely, Selectable } from 'kysely';
import type { ContentDocumentTable, ContentDraftTable, ContentVersionTable, Database } from '../db/schema.ts';

/** The SQL of content documents, versions and drafts; plain functions taking a Kysely or a Transaction. */
type Db = Kysely<Database>;
export type DocumentRow = Selectable<ContentDocumentTable>;
export type VersionRow = Selectable<ContentVersionTable>;
export type DraftRow = Selectable<ContentDraftTable>;

/** A collection's documents (all, or one collection) in their files' order. */
export function listDocuments(db: Db, collection?: string): Promise<DocumentRow[]> {
  let query = db.selectFrom('content_documents').selectAll();
  if (collection !== undefined) query = query.where('collection', '=', collection);
  return query.orderBy('collection').orderBy('position').orderBy('record_id').execute();
}

export function findDocument(db: Db, collection: string, id: string): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('content_documents')
    .selectAll()
    .where('collection', '=', collection)
    .where('record_id', '=', id)
    .executeTakeFirst();
}

export async function insertDocument(db: Db, row: DocumentRow): Promise<void> {
  await db.insertInto('content_documents').values(row).execute();
}

export async function updateDocument(
  db: Db,
  row: Pick<DocumentRow, 'collection' | 'record_id'> & Partial<DocumentRow>,
): Promise<void> {
  const { collection, record_id, ...changes } = row;
  await db
    .updateTable('content_documents')
    .set(changes)
    .where('collection', '=', collection)
    .where('record_id', '=', record_id)
    .execute();
}

/** Where a new record goes: after the collection's last. */
export async function nextPosition(db: Db, collection: string): Promise<number> {
  const row = await db
    .selectFrom('content_documents')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('collection', '=', collection)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertVersion(db: Db, row: VersionRow): Promise<void> {
  await db.insertInto('content_versions').values(row).execute();
}

/** A record's versions, newest first. */
export function listVersions(db: Db, collection: string, id: string): Promise<VersionRow[]> {
  return db
    .selectFrom('content_versions')
    .selectAll()
    .where('collection', '=', collection)
    .where('record_id', '=', id)
    .orderBy('number', 'desc')
    .execute();
}

export function findVersion(db: Db, collection: string, id: string, number: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom('content_versions')
    .selectAll()
    .where('collection', '=', collection)
    .where('record_id', '=', id)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** The source of each record's latest version in a collection, keyed by record id (the seed's check). */
export async function latestSources(db: Db): Promise<Map<string, VersionRow['source']>> {
  const rows = await db
    .selectFrom('content_versions as v')
    .innerJoin('content_documents as d', (join) =>
      join
        .onRef('d.collection', '=', 'v.collection')
        .onRef('d.record_id', '=', 'v.record_id')
        .onRef('d.version', '=', 'v.number'),
    )
    .select(['v.collection', 'v.record_id', 'v.source'])
    .execute();
  return new Map(rows.map((r) => [`${r.collection}/${r.record_id}`, r.source]));
}

export function findDraft(db: Db, collection: string, id: string, author: string): Promise<DraftRow | undefined> {
  return db
    .selectFrom('content_drafts')
    .selectAll()
    .where('collection', '=', collection)
    .where('record_id', '=', id)
    .where('author', '=', author)
    .executeTakeFirst();
}

/** One draft per record and author: saving again replaces it. */
export async function saveDraft(db: Db, row: DraftRow): Promise<void> {
  await db
    .insertInto('content_drafts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['collection', 'record_id', 'author']).doUpdateSet({
        author_name: row.author_name,
        json: row.json,
        base_version: row.base_version,
        saved_at: row.saved_at,
      }),
    )
    .execute();
}

export async function deleteDraft(db: Db, collection: string, id: string, author: string): Promise<number> {
  const result = await db
    .deleteFrom('content_drafts')
    .where('collection', '=', collection)
    .where('record_id', '=', id)
    .where('author', '=', author)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every draft of a collection or of one record, newest first (drafts are few: one per editor and record in progress). */
export function listDrafts(db: Db, collection: string, id?: string): Promise<DraftRow[]> {
  let query = db.selectFrom('content_drafts').selectAll().where('collection', '=', collection);
  if (id !== undefined) query = query.where('record_id', '=', id);
  return query.orderBy('saved_at', 'desc').orderBy('author').execute();
}
