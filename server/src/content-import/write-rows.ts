import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readContentMeta, readContentVersion, writeContentMeta } from './content-meta.ts';
import type { ContentRows } from './to-rows.ts';

/** Rows per INSERT statement; keeps every statement well under both databases' parameter limits. */
const BATCH = 100;

type Table = keyof ContentRows;

/** Replaces every row of the given tables (all of `rows`, minus `keep`) in the caller's transaction; answers rows written per table. */
export async function replaceContentRows(
  trx: Kysely<Database>,
  rows: ContentRows,
  keep: readonly Table[] = [],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, list] of Object.entries(rows) as [Table, ContentRows[Table]][]) {
    if (keep.includes(table)) continue;
    await trx.deleteFrom(table).execute();
    for (let i = 0; i < list.length; i += BATCH) {
      await trx
        .insertInto(table)
        .values(list.slice(i, i + BATCH) as never)
        .execute();
    }
    counts[table] = list.length;
  }
  return counts;
}

/** What the content looks like as a whole: equal digests, same public content (the sitemap's date stays). */
export function contentDigest(rows: ContentRows, site: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([rows, site]))
    .digest('base64url');
}

/**
 * Bumps the content version every instance polls (content-state.ts), in the caller's transaction.
 * `changedAt` (the sitemap's last-modified date of the pages) moves only when the digest differs
 * from the last one written.
 */
export async function bumpContentVersion(
  trx: Kysely<Database>,
  site: unknown,
  digest: string,
  now: Date,
): Promise<number> {
  const next = ((await readContentVersion(trx)) ?? 0) + 1;
  const unchanged = (await readContentMeta(trx, 'digest')) === digest;
  const changedAt = (unchanged && (await readContentMeta(trx, 'changedAt'))) || now.toISOString();
  await writeContentMeta(trx, { version: String(next), site: JSON.stringify(site), digest, changedAt });
  return next;
}
