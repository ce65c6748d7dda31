import { join } from 'node:path';
import { readContentVersion } from '../content-import/content-meta.ts';
import { importContent } from '../content-import/import.ts';
import { reprojectIfStale } from '../editorial/project.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Brings a database to where an instance can serve from it: every migration applied, and the seed
 * content imported when none is, or when its content predates the back office's documents (a
 * database seeded before they existed gets them, and its rows, from the seed once). An existing
 * import is otherwise left as it is (`npm run seed` replaces it), but for its rows: when they were
 * built by a release that built them differently (PROJECTION_VERSION), the published documents are
 * projected again, since a publish writes only the rows of the record it changes.
 * Returns the version it imported, or null when the content was already there.
 */
export async function prepareDatabase(db: Db, contentDir: string): Promise<number | null> {
  await migrateToLatest(db);
  if ((await readContentVersion(db)) !== null && (await hasDocuments(db))) {
    await reprojectIfStale(db, join(contentDir, 'media'), new Date());
    return null;
  }
  const summary = await importContent(db, contentDir, { actor: 'system' });
  return summary.version;
}

async function hasDocuments(db: Db): Promise<boolean> {
  return (await db.selectFrom('content_documents').select('record_id').limit(1).executeTakeFirst()) !== undefined;
}
