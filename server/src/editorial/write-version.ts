import type { RecordJson, VersionSource } from '@muyuan/contract/admin/editorial';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { canonicalJson } from './canonical-json.ts';
import { titlesOf } from './collections.ts';
import { type DocumentRow, insertDocument, insertVersion, nextPosition, updateDocument } from './documents.ts';

export interface VersionWrite {
  collection: string;
  id: string;
  /** The record's new published state; null unpublishes it (its document keeps the JSON). */
  json: RecordJson | null;
  source: VersionSource;
  actor: string;
  actorName: string | null;
  /** ISO time. */
  at: string;
  /** Place in the file for a new record (default: after the last); the seed also moves existing ones. */
  position?: number;
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * Writes a record's next version and brings its document to it, in the caller's transaction.
 * Each language block's "last changed in" version moves only when that block differs from the
 * document's previous JSON, which is what tells English older than Chinese.
 */
export async function writeVersion(
  db: Kysely<Database>,
  write: VersionWrite,
  current: DocumentRow | undefined,
): Promise<number> {
  const number = (current?.version ?? 0) + 1;
  const updatedBy = write.actorName ?? write.actor;
  await insertVersion(db, {
    collection: write.collection,
    record_id: write.id,
    number,
    json: write.json === null ? null : JSON.stringify(write.json),
    source: write.source,
    actor: write.actor,
    actor_name: write.actorName,
    at: write.at,
  });
  if (write.json === null) {
    if (!current) throw new Error(`${write.collection}/${write.id}: nothing to unpublish`);
    await updateDocument(db, {
      ...keyOf(write),
      version: number,
      published: 0,
      updated_by: updatedBy,
      updated_at: write.at,
    });
    return number;
  }
  const before = current ? (JSON.parse(current.json) as RecordJson) : undefined;
  const zhVersion = before && same(before.zh, write.json.zh) ? (current?.zh_version ?? number) : number;
  const enVersion =
    write.json.en === undefined
      ? null
      : before && same(before.en, write.json.en)
        ? (current?.en_version ?? number)
        : number;
  const titles = titlesOf(write.json);
  const changes = {
    json: JSON.stringify(write.json),
    title_zh: titles.zh,
    title_en: titles.en,
    version: number,
    published: 1,
    zh_version: zhVersion,
    en_version: enVersion,
    updated_by: updatedBy,
    updated_at: write.at,
  };
  if (current) {
    await updateDocument(db, {
      ...keyOf(write),
      ...changes,
      ...(write.position !== undefined ? { position: write.position } : {}),
    });
  } else {
    const position = write.position ?? (await nextPosition(db, write.collection));
    await insertDocument(db, { ...keyOf(write), position, ...changes });
  }
  return number;
}

const keyOf = (write: VersionWrite) => ({ collection: write.collection, record_id: write.id });
