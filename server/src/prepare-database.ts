import { basename, join } from 'node:path';
import { importContent } from './content-import/import.ts';
import { readContentVersion, writeContentMeta } from './content-model/content-meta.ts';
import { readPageFolder, validatePages } from './content-model/page-files.ts';
import type { RawContent } from './content-model/validate-content.ts';
import type { Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { reprojectIfStale } from './editorial/project.ts';
import { lockContent } from './editorial/publish-lock.ts';
import { writeSeedDocuments } from './editorial/seed-documents.ts';

/**
 * Brings a database to where an instance can serve from it: every migration applied, and the seed
 * content imported when none is, or when its content predates the back office's documents (a
 * database seeded before they existed gets them, and its rows, from the seed once). An existing
 * import is otherwise left as it is (`npm run seed` replaces it), but for its rows: when they were
 * built by a release that built them differently (PROJECTION_VERSION), the published documents are
 * projected again, since a publish writes only the rows of the record it changes. A database whose
 * documents predate the pages' copy being one of them gets the pages from the seed's `pages/` once.
 * Returns the version it imported, or null when the content was already there.
 */
export async function prepareDatabase(db: Db, contentDir: string): Promise<number | null> {
  await migrateToLatest(db);
  if ((await readContentVersion(db)) !== null && (await hasDocuments(db))) {
    await seedPagesIfMissing(db, contentDir);
    await reprojectIfStale(db, join(contentDir, 'media'), new Date());
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
 * The pages' copy as documents, from the seed's `pages/`, for a database seeded before page copy was
 * edited in the back office (the other collections are left as they are); its rows follow with the
 * re-projection that comes after (the stored projection mark is cleared).
 */
async function seedPagesIfMissing(db: Db, contentDir: string): Promise<void> {
  if (await hasDocuments(db, 'pages')) return;
  const displayName = (relative: string) => `${basename(contentDir)}/${relative}`;
  const pages = readPageFolder(contentDir, displayName);
  validatePages(pages, { displayName, mediaDir: join(contentDir, 'media') });
  await db.transaction().execute(async (trx) => {
    await lockContent(trx);
    if (await hasDocuments(trx, 'pages')) return;
    await writeSeedDocuments(trx, { pages } as Partial<RawContent> as RawContent, {
      replace: false,
      actor: 'system',
      at: new Date().toISOString(),
      only: ['pages'],
    });
    await writeContentMeta(trx, { projection: '' });
  });
}
