import { createHash } from 'node:crypto';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type ContentRows, type RowScope, rowScope, type TableCollection } from './collection-rows.ts';
import { readContentMeta, readContentVersion, writeContentMeta } from './content-meta.ts';
import type { RawContent } from './validate-content.ts';

/** Rows per INSERT statement; keeps every statement well under both databases' parameter limits. */
const BATCH = 100;

type Table = keyof ContentRows;

async function insertRows(trx: Kysely<Database>, table: Table, list: readonly unknown[]): Promise<void> {
  for (let i = 0; i < list.length; i += BATCH) {
    await trx
      .insertInto(table)
      .values(list.slice(i, i + BATCH) as never)
      .execute();
  }
}

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
    await insertRows(trx, table, list);
    counts[table] = list.length;
  }
  return counts;
}

/** The rows of `scope` (and of one record, when named): a condition on the scope's columns. */
function scopeCondition(scope: RowScope, recordId?: string): Expression<SqlBool> {
  const terms = [
    ...(scope.shared ? [sql`${sql.ref(scope.shared.column)} = ${scope.shared.value}`] : []),
    ...(recordId !== undefined && scope.recordColumn ? [sql`${sql.ref(scope.recordColumn)} = ${recordId}`] : []),
  ];
  return terms.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(terms, sql` and `)}`;
}

/**
 * Replaces one collection's rows in the caller's transaction: only `recordId`'s when the collection's
 * records are projected one by one (RowScope.recordColumn), else all of them. `rows` are the new rows of
 * that record or of the whole collection accordingly.
 */
export async function replaceCollectionRows(
  trx: Kysely<Database>,
  collection: TableCollection,
  rows: readonly unknown[],
  recordId?: string,
): Promise<void> {
  const scope = rowScope(collection);
  await trx
    .deleteFrom(scope.table)
    .where(scopeCondition(scope, scope.recordColumn ? recordId : undefined))
    .execute();
  await insertRows(trx, scope.table, rows);
}

/**
 * What the content looks like as a whole: every file's value (the pages' copy included) as the
 * documents or the files hold it. Equal digests, same public content (the sitemap's date stays). It is
 * taken from the sources rather than the rows, so a publish that projects one record needs no other's rows.
 */
export function contentDigest(raw: RawContent): string {
  return createHash('sha256').update(JSON.stringify(raw)).digest('base64url');
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
