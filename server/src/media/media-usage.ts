import { type MediaUse, UPLOADED_MEDIA_PREFIX } from '@muyuan/contract/admin/media';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A record's JSON text that names some uploaded file, as published or as someone's draft. */
interface Referrer {
  collection: string;
  id: string;
  published: boolean;
  json: string;
}

/**
 * Every record whose stored JSON (the published document, also while unpublished, or a draft) names
 * an uploaded file: found by the text of the JSON (a path is its own unique string), which is plain
 * enough for the number of records a site has. Read once per list page, then matched per file.
 */
async function referrers(db: Kysely<Database>): Promise<Referrer[]> {
  const pattern = `%${UPLOADED_MEDIA_PREFIX}%`;
  const documents = await db
    .selectFrom('content_documents')
    .select(['collection', 'record_id', 'published', 'json'])
    .where('json', 'like', pattern)
    .execute();
  const drafts = await db
    .selectFrom('content_drafts')
    .select(['collection', 'record_id', 'json'])
    .where('json', 'like', pattern)
    .execute();
  return [
    ...documents.map((d) => ({
      collection: d.collection,
      id: d.record_id,
      published: Number(d.published) === 1,
      json: d.json,
    })),
    ...drafts.map((d) => ({ collection: d.collection, id: d.record_id, published: false, json: d.json })),
  ];
}

/** Who uses each path: records, each once (published if its document is). */
export async function usesOf(db: Kysely<Database>, paths: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(paths.map((p) => [p, []]));
  if (paths.length === 0) return uses;
  const found = await referrers(db);
  for (const path of paths) {
    const byRecord = new Map<string, MediaUse>();
    for (const r of found) {
      if (!r.json.includes(path)) continue;
      const key = `${r.collection}/${r.id}`;
      const seen = byRecord.get(key);
      byRecord.set(key, { collection: r.collection, id: r.id, published: (seen?.published ?? false) || r.published });
    }
    uses.set(path, [...byRecord.values()]);
  }
  return uses;
}
