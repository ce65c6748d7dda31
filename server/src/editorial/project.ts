import type { FieldError, RecordJson } from '@muyuan/contract/admin/editorial';
import type { Kysely } from 'kysely';
import { collectionRows, PROJECTION_VERSION, rowScope } from '../content-model/collection-rows.ts';
import { ContentError, formatPath } from '../content-model/content-error.ts';
import { readContentMeta, writeContentMeta } from '../content-model/content-meta.ts';
import type { ContentData } from '../content-model/content-schema.ts';
import { CONTENT_FILES } from '../content-model/content-schema.ts';
import { pageErrorPlace } from '../content-model/page-files.ts';
import { type ContentRows, mediaSize, toRows } from '../content-model/to-rows.ts';
import { type RawContent, validateContent } from '../content-model/validate-content.ts';
import {
  bumpContentVersion,
  contentDigest,
  replaceCollectionRows,
  replaceContentRows,
} from '../content-model/write-rows.ts';
import type { Database } from '../db/schema.ts';
import { storedMediaFor } from '../media/stored-media.ts';
import { COLLECTIONS, type Collection, fileOfRecords, isSingle, recordIdOf } from './collections.ts';
import type { RecordRef } from './context.ts';
import { listDocuments } from './documents.ts';
import { publishInvalid } from './errors.ts';
import { lockContent } from './publish-lock.ts';

/** A record as a preview shows it in place of its published state (a new record comes last in its file). */
export interface RecordOverlay {
  collection: Collection;
  id: string;
  json: RecordJson;
}

/**
 * Every collection's published records in their files' order: the files' values, and which record
 * each list index is; with `overlay`, that record's JSON replaces (or joins) the published ones.
 */
async function publishedContent(
  db: Kysely<Database>,
  overlay?: RecordOverlay,
): Promise<{ raw: RawContent; ids: Map<string, string[]> }> {
  const byCollection = new Map<string, { id: string; json: RecordJson }[]>();
  for (const document of await listDocuments(db)) {
    if (!document.published) continue;
    const list = byCollection.get(document.collection) ?? [];
    list.push({ id: document.record_id, json: JSON.parse(document.json) as RecordJson });
    byCollection.set(document.collection, list);
  }
  if (overlay) {
    const list = byCollection.get(overlay.collection) ?? [];
    const at = list.findIndex((r) => r.id === overlay.id);
    const record = { id: overlay.id, json: overlay.json };
    if (at < 0) list.push(record);
    else list[at] = record;
    byCollection.set(overlay.collection, list);
  }
  const raw: Partial<RawContent> = {};
  const ids = new Map<string, string[]>();
  for (const collection of COLLECTIONS) {
    const records = byCollection.get(collection) ?? [];
    raw[collection] = fileOfRecords(
      collection,
      records.map((r) => r.json),
    );
    ids.set(
      collection,
      records.map((r) => r.id),
    );
  }
  return { raw: raw as RawContent, ids };
}

/** An import error (named by file and index) told as the collection, record and field it is about. */
function fieldErrorOf(error: ContentError, ids: Map<string, string[]>): FieldError {
  const page = pageErrorPlace(error);
  if (page) return { collection: 'pages', id: page.id, path: formatPath(page.path), message: error.detail };
  const collection = COLLECTIONS.find((c) => CONTENT_FILES[c].file === error.file) as Collection | undefined;
  const path = error.path ?? [];
  const index = path[0];
  if (collection && !isSingle(collection) && typeof index === 'number') {
    const id = ids.get(collection)?.[index];
    return { collection, ...(id ? { id } : {}), path: formatPath(path.slice(1)), message: error.detail };
  }
  return { ...(collection ? { collection, id: collection } : {}), path: formatPath(path), message: error.detail };
}

/** The published content validated as the seed validates it: `publish_invalid` naming the record and field when it would not import. */
async function validatedContent(
  db: Kysely<Database>,
  mediaDir: string,
  overlay?: RecordOverlay,
): Promise<{ raw: RawContent; data: ContentData; storedMedia: Awaited<ReturnType<typeof storedMediaFor>> }> {
  const { raw, ids } = await publishedContent(db, overlay);
  const storedMedia = await storedMediaFor(db, raw);
  try {
    return {
      raw,
      data: validateContent(raw, { displayName: (relative) => relative, mediaDir, storedMedia }),
      storedMedia,
    };
  } catch (error) {
    if (error instanceof ContentError) throw publishInvalid([fieldErrorOf(error, ids)]);
    throw error;
  }
}

/**
 * Projects a change of one record into the tables the public API reads, in the caller's transaction:
 * the whole published content is validated as the seed validates it (schemas, unique ids, media,
 * cross-references: content that would not import throws `publish_invalid` naming the record and field,
 * and the caller's transaction rolls back), then only the changed record's rows are written again (or
 * its collection's, where rows take their order from the file: RowScope), and the content version is
 * bumped. Rendering every article's Markdown again on each publish took 0.8 s with 5,000 articles.
 */
export async function projectPublished(
  db: Kysely<Database>,
  mediaDir: string,
  now: Date,
  changed: RecordRef,
): Promise<number> {
  const { raw, data, storedMedia } = await validatedContent(db, mediaDir);
  const { collection, id } = changed;
  if (collection !== 'site') {
    const size = mediaSize(mediaDir, storedMedia);
    const value = data[collection];
    const oneRecord = rowScope(collection).recordColumn !== undefined && Array.isArray(value);
    const records = oneRecord
      ? (value as RecordJson[]).filter((record) => recordIdOf(collection, record) === id)
      : value;
    await replaceCollectionRows(
      db,
      collection,
      collectionRows(collection, records as typeof value, size),
      oneRecord ? id : undefined,
    );
  }
  return bumpContentVersion(db, data.site, contentDigest(raw), now);
}

/**
 * The rows of the public tables for the published documents (with `overlay` in place of its record's
 * published state), validated as a publish validates them: `publish_invalid` naming the record and
 * field when they would not import.
 */
export async function publishedRows(
  db: Kysely<Database>,
  mediaDir: string,
  overlay?: RecordOverlay,
): Promise<{ rows: ContentRows; site: unknown; digest: string }> {
  const { raw, data, storedMedia } = await validatedContent(db, mediaDir, overlay);
  const rows = toRows({ data, mediaDir, storedMedia });
  return { rows, site: data.site, digest: contentDigest(raw) };
}

/**
 * Projects every published document again when the rows were built by a release that built them
 * differently (PROJECTION_VERSION; prepare-database.ts runs it at start), under the content lock, so two
 * instances starting together do it once. Answers the content version it wrote, or null when the rows
 * were current.
 */
export async function reprojectIfStale(db: Kysely<Database>, mediaDir: string, now: Date): Promise<number | null> {
  const current = String(PROJECTION_VERSION);
  if ((await readContentMeta(db, 'projection')) === current) return null;
  return db.transaction().execute(async (trx) => {
    await lockContent(trx);
    if ((await readContentMeta(trx, 'projection')) === current) return null;
    return projectEverything(trx, mediaDir, now);
  });
}

/** Every published document projected into the public tables, as the seed projects the files (in the caller's transaction, under the content lock). */
export async function projectEverything(db: Kysely<Database>, mediaDir: string, now: Date): Promise<number> {
  const { rows, site, digest } = await publishedRows(db, mediaDir);
  await replaceContentRows(db, rows);
  await writeContentMeta(db, { projection: String(PROJECTION_VERSION) });
  return bumpContentVersion(db, site, digest, now);
}
