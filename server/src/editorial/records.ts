import type {
  collectionSummarySchema,
  diffSchema,
  RecordJson,
  recordDetailSchema,
  recordSummarySchema,
  versionDetailSchema,
  versionSummarySchema,
} from '@muyuan/contract/admin/editorial';
import type { z } from 'zod';
import { CONTENT_FILES } from '../content-import/content-schema.ts';
import type { Db } from '../db/database.ts';
import { COLLECTIONS, type Collection, englishStatus, isCollection, isSingle, titlesOf } from './collections.ts';
import type { RecordRef } from './context.ts';
import { diffRecords } from './diff.ts';
import {
  type DocumentRow,
  findDocument,
  findVersion,
  listDocuments,
  listDrafts,
  listVersions,
  type VersionRow,
} from './documents.ts';
import { unknownCollection, unknownRecord, unknownVersion } from './errors.ts';

/** The content editor's reads: rows turned into the contract's shapes in one place. */

const parse = (json: string) => JSON.parse(json) as RecordJson;
const englishOf = (collection: Collection, d: DocumentRow) =>
  englishStatus(collection, parse(d.json), d.zh_version, d.en_version);

/** The collection an address names, or 404. */
export function collectionOf(name: string): Collection {
  if (!isCollection(name)) throw unknownCollection();
  return name;
}

export async function listCollections(db: Db): Promise<z.infer<typeof collectionSummarySchema>[]> {
  const documents = await listDocuments(db);
  return COLLECTIONS.map((collection) => {
    const own = documents.filter((d) => d.collection === collection);
    const english = own.map((d) => englishOf(collection, d));
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

/** A collection's records in file order, then those that exist only as drafts (new records). */
export async function listRecords(db: Db, collection: Collection): Promise<z.infer<typeof recordSummarySchema>[]> {
  const [documents, drafts] = await Promise.all([listDocuments(db, collection), listDrafts(db, collection)]);
  const draftCount = new Map<string, number>();
  for (const d of drafts) draftCount.set(d.record_id, (draftCount.get(d.record_id) ?? 0) + 1);
  const listed = documents.map((d) => ({
    id: d.record_id,
    title: titlesOf(parse(d.json)),
    published: d.published === 1,
    drafts: draftCount.get(d.record_id) ?? 0,
    english: englishOf(collection, d),
    version: d.version,
    updatedBy: d.updated_by,
    updatedAt: d.updated_at,
  }));
  const known = new Set(documents.map((d) => d.record_id));
  // Drafts come newest first: the first met of a new record is its latest.
  for (const draft of drafts) {
    if (known.has(draft.record_id)) continue;
    known.add(draft.record_id);
    listed.push({
      id: draft.record_id,
      title: titlesOf(parse(draft.json)),
      published: false,
      drafts: draftCount.get(draft.record_id) ?? 0,
      english: englishStatus(collection, parse(draft.json), null, null),
      version: 0,
      updatedBy: null,
      updatedAt: draft.saved_at,
    });
  }
  return listed;
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
