import { readContentVersion } from '../content-import/content-meta.ts';
import { importContent } from '../content-import/import.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Brings a database to where an instance can serve from it: every migration applied, and the seed
 * content imported when none is (an existing import is left as it is: `npm run seed` replaces it).
 * Returns the version it imported, or null when the content was already there.
 */
export async function prepareDatabase(db: Db, contentDir: string): Promise<number | null> {
  await migrateToLatest(db);
  if ((await readContentVersion(db)) !== null) return null;
  const summary = await importContent(db, contentDir);
  return summary.version;
}
