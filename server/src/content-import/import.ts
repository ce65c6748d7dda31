import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readContentMeta, readContentVersion, writeContentMeta } from './content-meta.ts';
import { readContent } from './read-content.ts';
import { type ContentRows, toRows } from './to-rows.ts';

export interface ImportSummary {
  version: number;
  /** Rows written per table. */
  counts: Record<string, number>;
}

/** Rows per INSERT statement; keeps every statement well under both databases' parameter limits. */
const BATCH = 100;

/**
 * Imports `content/` into the database: reads and validates everything first, then replaces all
 * content rows in ONE transaction and bumps the content version. Any error leaves the database unchanged.
 * `changedAt` (the sitemap's last-modified date of the pages) moves only when the content differs
 * from the last import's, told by a digest of everything imported.
 */
export async function importContent(db: Db, contentDir: string): Promise<ImportSummary> {
  const bundle = readContent(contentDir);
  const rows = toRows(bundle);
  const counts: Record<string, number> = {};
  const digest = createHash('sha256')
    .update(JSON.stringify([rows, bundle.data.site]))
    .digest('base64url');
  const version = await db.transaction().execute(async (trx) => {
    for (const [table, list] of Object.entries(rows) as [keyof ContentRows, ContentRows[keyof ContentRows]][]) {
      await trx.deleteFrom(table).execute();
      for (let i = 0; i < list.length; i += BATCH) {
        await trx
          .insertInto(table)
          .values(list.slice(i, i + BATCH) as never)
          .execute();
      }
      counts[table] = list.length;
    }
    const next = ((await readContentVersion(trx)) ?? 0) + 1;
    const unchanged = (await readContentMeta(trx, 'digest')) === digest;
    const changedAt = (unchanged && (await readContentMeta(trx, 'changedAt'))) || new Date().toISOString();
    await writeContentMeta(trx, { version: String(next), site: JSON.stringify(bundle.data.site), digest, changedAt });
    return next;
  });
  return { version, counts };
}
