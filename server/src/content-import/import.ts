import { PROJECTION_VERSION } from '../content-model/collection-rows.ts';
import { writeContentMeta } from '../content-model/content-meta.ts';
import type { StoredMedia } from '../content-model/media-check.ts';
import { readContent } from '../content-model/read-content.ts';
import { toRows } from '../content-model/to-rows.ts';
import { bumpContentVersion, contentDigest, replaceContentRows } from '../content-model/write-rows.ts';
import type { Db } from '../db/database.ts';
import { lockContent } from '../editorial/publish-lock.ts';
import { writeSeedDocuments } from '../editorial/seed-documents.ts';
import { readSampleHistory, writeSampleHistory } from '../market/history/sample-history.ts';

export interface ImportSummary {
  version: number;
  /** Rows written per table. */
  counts: Record<string, number>;
  /** Records given a new version (new, changed or removed since the last seed). */
  versions: number;
}

export interface ImportOptions {
  /** Overwrite records the back office changed since the last seed (else the import is refused). */
  replace?: boolean;
  /** Who the records' versions are attributed to (default `cli`, as `npm run seed`). */
  actor?: string;
  now?: Date;
  /**
   * Work that belongs to the import: run inside its transaction once every row is written, so that it
   * happens only when the import does, and its failure rolls the import back (`seed --from`'s media copy).
   */
  beforeCommit?: () => void | Promise<void>;
  /** The uploaded files (`/media/u/...`) the content may point at (the media store's). */
  storedMedia?: StoredMedia;
}

/**
 * Imports `content/` into the database: reads and validates everything first, then, in ONE
 * transaction, brings the back office's documents to the files (one version per changed record;
 * refused when that would overwrite a change made in the back office, unless `replace`), replaces
 * all content rows (and the sample price history of data/price-history/) and bumps the content
 * version. Any error leaves the database unchanged.
 * `changedAt` (the sitemap's last-modified date of the pages) moves only when the content differs
 * from the last import's, told by a digest of everything imported.
 */
export async function importContent(db: Db, contentDir: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const bundle = readContent(contentDir, options.storedMedia);
  const rows = toRows(bundle);
  const now = options.now ?? new Date();
  const sampleHistory = readSampleHistory(contentDir, now);
  return db.transaction().execute(async (trx) => {
    await lockContent(trx);
    const { versions } = await writeSeedDocuments(trx, bundle.raw, {
      replace: options.replace ?? false,
      actor: options.actor ?? 'cli',
      at: now.toISOString(),
    });
    const counts = await replaceContentRows(trx, rows);
    if (sampleHistory) counts.daily_bars = await writeSampleHistory(trx, sampleHistory);
    await writeContentMeta(trx, { projection: String(PROJECTION_VERSION) });
    const version = await bumpContentVersion(trx, bundle.data.site, contentDigest(bundle.raw), now);
    await options.beforeCommit?.();
    return { version, counts, versions };
  });
}
