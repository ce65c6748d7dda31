import { readContentVersion } from '../content-import/content-meta.ts';
import { importContent } from '../content-import/import.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Brings a database to where an instance can serve from it: every migration applied, and the seed
 * content imported when none is, or when its content predates the back office's documents (a
 * database seeded before they existed gets them, and its rows, from the seed once). An existing
 * import is otherwise left as it is: `npm run seed` replaces it.
 * Returns the version it imported, or null when the content was already there.
 */
export async function prepareDatabase(db: Db, contentDir: string): Promise<number | null> {
  await migrateToLatest(db);
  if ((await readContentVersion(db)) !== null && (await hasDocuments(db))) return null;
  const summary = await importContent(db, contentDir, { actor: 'system' });
  return summary.version;
}

async function hasDocuments(db: Db): Promise<boolean> {
  return (await db.selectFrom('content_documents').select('record_id').limit(1).executeTakeFirst()) !== undefined;
}
