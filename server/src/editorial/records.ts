import type {
  collectionSummarySchema,
  diffSchema,
  EnglishStatus,
  RecordJson,
  RecordListQuery,
  RecordSummary,
  recordDetailSchema,
  recordListSchema,
  versionDetailSchema,
  versionSummarySchema,
} from '@muyuan/contract/admin/editorial';
import { sql } from 'kysely';
import type { z } from 'zod';
import { CONTENT_FILES } from '../content-model/content-schema.ts';
import type { Db } from '../db/database.ts';
import {
  COLLECTIONS,
  type Collection,
  englishRule,
  englishStatus,
  isCollection,
  isSingle,
  titlesOf,
} from './collections.ts';
import type { RecordRef } from './context.ts';
import { diffRecords } from './diff.ts';
import { type DocumentRow, findDocument, findVersion, listDrafts, listVersions, type VersionRow } from './documents.ts';
import { unknownCollection, unknownRecord, unknownVersion } from './errors.ts';

/** The content editor's reads: rows turned into the contract's shapes in one place. */

type EnglishRule = ReturnType<typeof englishRule>;

const parse = (json: string) => JSON.parse(json) as RecordJson;
const englishOf = (collection: Collection, d: DocumentRow) =>
  englishStatus(collection, parse(d.json), d.zh_version, d.en_version);

/** The collection an address names, or 404. */
export function collectionOf(name: string): Collection {
  if (!isCollection(name)) throw unknownCollection();
  return name;
}

/**
 * Where English stands from the version columns alone: a record's English block is missing exactly when
 * its document has no English version (write-version.ts), older when the Chinese changed later.
 */
function englishOfVersions(rule: EnglishRule, zhVersion: number | null, enVersion: number | null): EnglishStatus {
  if (rule === 'none') return null;
  if (enVersion === null) return 'missing';
  return (zhVersion ?? 0) > enVersion ? 'older' : 'current';
}

export async function listCollections(db: Db): Promise<z.infer<typeof collectionSummarySchema>[]> {
  const documents = await db
    .selectFrom('content_documents')
    .select(['collection', 'published', 'zh_version', 'en_version'])
    .execute();
  return COLLECTIONS.map((collection) => {
    const rule = englishRule(collection);
    const own = documents.filter((d) => d.collection === collection);
    const english = own.map((d) => englishOfVersions(rule, d.zh_version, d.en_version));
    return {
      collection,
      file: CONTENT_FILES[collection].file,
      single: isSingle(collection),
      records: own.length,
      published: own.filter((d) => d.published).length,
      englishMissing: english.filter((e) => e === 'missing').length,
      englishOlder: english.filter((e) => e === 'older').length,
    };
  });
}

/** `q` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a collection's records in file order, then those that exist only as drafts (new records),
 * filtered as `query` asks. The documents are filtered, counted and paged in SQL on their title and
 * version columns, never by parsing their JSON: a collection of 10,000 articles lists in milliseconds.
 */
export async function listRecords(
  db: Db,
  collection: Collection,
  query: RecordListQuery,
): Promise<z.infer<typeof recordListSchema>> {
  const rule = englishRule(collection);
  const drafts = await listDrafts(db, collection);
  const draftCount = new Map<string, number>();
  for (const d of drafts) draftCount.set(d.record_id, (draftCount.get(d.record_id) ?? 0) + 1);
  const withDrafts = [...draftCount.keys()];

  let documents = db.selectFrom('content_documents').where('collection', '=', collection);
  if (query.q) {
    const pattern = containing(query.q);
    documents = documents.where(({ or }) =>
      or(
        ['record_id', 'title_zh', 'title_en'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (query.status === 'published') documents = documents.where('published', '=', 1);
  if (query.status === 'unpublished') documents = documents.where('published', '=', 0);
  if (query.status === 'drafts')
    documents =
      withDrafts.length > 0 ? documents.where('record_id', 'in', withDrafts) : documents.where(sql.lit(false));
  if (query.english) {
    if (rule === 'none') documents = documents.where(sql.lit(false));
    else if (query.english === 'missing') documents = documents.where('en_version', 'is', null);
    else {
      const zh = sql`coalesce(${sql.ref('zh_version')}, 0)`;
      documents = documents
        .where('en_version', 'is not', null)
        .where(query.english === 'older' ? sql<boolean>`${zh} > en_version` : sql<boolean>`${zh} <= en_version`);
    }
  }

  // New records (drafts of an id no document has): few, matched here, listed after the documents.
  const known = new Set(
    withDrafts.length === 0
      ? []
      : (
          await db
            .selectFrom('content_documents')
            .select('record_id')
            .where('collection', '=', collection)
            .where('record_id', 'in', withDrafts)
            .execute()
        ).map((row) => row.record_id),
  );
  const newRecords: RecordSummary[] = [];
  // Drafts come newest first: the first met of a new record is its latest.
  for (const draft of drafts) {
    if (known.has(draft.record_id)) continue;
    known.add(draft.record_id);
    const json = parse(draft.json);
    newRecords.push({
      id: draft.record_id,
      title: titlesOf(json),
      published: false,
      drafts: draftCount.get(draft.record_id) ?? 0,
      english: englishStatus(collection, json, null, null),
      version: 0,
      updatedBy: null,
      updatedAt: draft.saved_at,
    });
  }
  const q = query.q?.toLowerCase();
  const matchingNew = newRecords.filter(
    (r) =>
      query.status !== 'published' &&
      (!query.english || r.english === query.english) &&
      (!q || [r.id, r.title.zh, r.title.en].some((text) => text?.toLowerCase().includes(q))),
  );

  const counted = await documents.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const documentTotal = Number(counted?.n ?? 0);
  const offset = (query.page - 1) * query.pageSize;
  const rows =
    offset < documentTotal
      ? await documents
          .select(['record_id', 'title_zh', 'title_en', 'published', 'zh_version', 'en_version', 'version'])
          .select(['updated_by', 'updated_at'])
          .orderBy('position')
          .orderBy('record_id')
          .limit(query.pageSize)
          .offset(offset)
          .execute()
      : [];
  const listed: RecordSummary[] = rows.map((d) => ({
    id: d.record_id,
    title: { zh: d.title_zh, en: d.title_en },
    published: d.published === 1,
    drafts: draftCount.get(d.record_id) ?? 0,
    english: englishOfVersions(rule, d.zh_version, d.en_version),
    version: d.version,
    updatedBy: d.updated_by,
    updatedAt: d.updated_at,
  }));
  const fromNew = Math.max(0, offset - documentTotal);
  listed.push(...matchingNew.slice(fromNew, fromNew + query.pageSize - listed.length));
  return { list: listed, total: documentTotal + matchingNew.length, page: query.page, pageSize: query.pageSize };
}

/** A record as published (kept while unpublished) with the caller's own draft; 404 when neither exists. */
export async function readRecord(db: Db, ref: RecordRef, author: string): Promise<z.infer<typeof recordDetailSchema>> {
  const [document, all] = await Promise.all([
    findDocument(db, ref.collection, ref.id),
    listDrafts(db, ref.collection, ref.id),
  ]);
  if (!document && all.length === 0) throw unknownRecord();
  const drafts = all.map((d) => ({
    author: d.author,
    authorName: d.author_name,
    json: parse(d.json),
    baseVersion: d.base_version,
    savedAt: d.saved_at,
  }));
  return {
    collection: ref.collection,
    id: ref.id,
    version: document?.version ?? 0,
    published: document?.published === 1,
    json: document ? parse(document.json) : null,
    english: document ? englishOf(ref.collection, document) : null,
    draft: drafts.find((d) => d.author === author) ?? null,
    drafts,
  };
}

const summaryOf = (v: VersionRow): z.infer<typeof versionSummarySchema> => ({
  number: Number(v.number),
  source: v.source,
  published: v.json !== null,
  actor: v.actor,
  actorName: v.actor_name,
  at: v.at,
});

export async function recordVersions(db: Db, ref: RecordRef): Promise<z.infer<typeof versionSummarySchema>[]> {
  const versions = await listVersions(db, ref.collection, ref.id);
  if (versions.length === 0) throw unknownRecord();
  return versions.map(summaryOf);
}

async function versionOf(db: Db, ref: RecordRef, number: number): Promise<VersionRow> {
  const version = await findVersion(db, ref.collection, ref.id, number);
  if (!version) throw (await findDocument(db, ref.collection, ref.id)) ? unknownVersion() : unknownRecord();
  return version;
}

export async function readVersion(
  db: Db,
  ref: RecordRef,
  number: number,
): Promise<z.infer<typeof versionDetailSchema>> {
  const version = await versionOf(db, ref, number);
  return { ...summaryOf(version), json: version.json === null ? null : parse(version.json) };
}

export async function diffVersions(
  db: Db,
  ref: RecordRef,
  from: number,
  to: number,
): Promise<z.infer<typeof diffSchema>> {
  const [a, b] = [await versionOf(db, ref, from), await versionOf(db, ref, to)];
  const json = (v: VersionRow) => (v.json === null ? null : parse(v.json));
  return { from, to, changes: diffRecords(json(a), json(b)) };
}
