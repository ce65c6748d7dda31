import { join } from 'node:path';
import { importContent } from './content-import/import.ts';
import { readContentVersion, writeContentMeta } from './content-model/content-meta.ts';
import { readContent } from './content-model/read-content.ts';
import type { Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { COLLECTIONS } from './editorial/collections.ts';
import { reprojectIfStale } from './editorial/project.ts';
import { lockContent } from './editorial/publish-lock.ts';
import { writeSeedDocuments } from './editorial/seed-documents.ts';
import { seedSampleHistoryIfEmpty } from './market/history/sample-history.ts';

/**
 * Brings a database to where an instance can serve from it: every migration applied, and the seed
 * content imported when none is, or when its content predates the back office's documents (a
 * database seeded before they existed gets them, and its rows, from the seed once). An existing
 * import is otherwise left as it is (`npm run seed` replaces it), but for its rows: when they were
 * built by a release that built them differently (PROJECTION_VERSION), the published documents are
 * projected again, since a publish writes only the rows of the record it changes. A database whose
 * documents predate a collection (the pages' copy, the market closures...) gets that collection from
 * the seed once.
 * A database without price history gets the seed's sample history once.
 * Returns the version it imported, or null when the content was already there.
 */
export async function prepareDatabase(db: Db, contentDir: string): Promise<number | null> {
  await migrateToLatest(db);
  if ((await readContentVersion(db)) !== null && (await hasDocuments(db))) {
    await seedCollectionsIfMissing(db, contentDir);
    await reprojectIfStale(db, join(contentDir, 'media'), new Date());
    await seedSampleHistoryIfEmpty(db, contentDir, new Date());
    return null;
  }
  const summary = await importContent(db, contentDir, { actor: 'system' });
  return summary.version;
}

async function hasDocuments(db: Db, collection?: string): Promise<boolean> {
  const query = db.selectFrom('content_documents').select('record_id');
  const row = await (collection ? query.where('collection', '=', collection) : query).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The collections a database has no document of (it was seeded before they existed: the pages' copy,
 * the market closures) as documents from the seed, the other collections left as they are; their rows
 * follow with the re-projection that comes after (the stored projection mark is cleared). The seed is
 * read and checked whole, as a first import would, and only when a collection is missing.
 */
async function seedCollectionsIfMissing(db: Db, contentDir: string): Promise<void> {
  const missing = async (trx: Db) => {
    const present = await trx.selectFrom('content_documents').select('collection').distinct().execute();
    const names = new Set(present.map((row) => row.collection));
    return COLLECTIONS.filter((collection) => !names.has(collection));
  };
  if ((await missing(db)).length === 0) return;
  const { raw } = readContent(contentDir);
  await db.transaction().execute(async (trx) => {
    await lockContent(trx);
    const only = await missing(trx);
    if (only.length === 0) return;
    const at = new Date().toISOString();
    const { versions } = await writeSeedDocuments(trx, raw, { replace: false, actor: 'system', at, only });
    // A collection the seed has no record of either stays without documents: nothing to project again.
    if (versions > 0) await writeContentMeta(trx, { projection: '' });
  });
}
