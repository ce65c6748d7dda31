import type { Lang } from '@muyuan/contract/lang';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** One query's searches in a batch that found no page: nothing at all, or documents only. */
export interface MissCounts {
  lang: Lang;
  query: string;
  nothing: number;
  documentsOnly: number;
}

/** What one instance adds to one week in a flush. */
export interface WeekBatch {
  week: string;
  searches: number;
  misses: MissCounts[];
  /** Searches already counted without their query (the instance's own bound was reached). */
  other: { nothing: number; documentsOnly: number };
}

/** Rows per statement: five parameters each stays far under SQLite's and PostgreSQL's limits. */
const CHUNK = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const keyOf = (lang: string, query: string) => `${lang}\u0000${query}`;

/** The week's row, made or added to first: on PostgreSQL its row lock makes flushes of one week take turns. */
async function addWeekTotals(trx: Transaction<Database>, week: string, searches: number): Promise<void> {
  await trx
    .insertInto('search_weeks')
    .values({ week, searches, other_nothing: 0, other_documents_only: 0 })
    .onConflict((c) =>
      c
        .column('week')
        .doUpdateSet((eb) => ({ searches: eb('search_weeks.searches', '+', eb.ref('excluded.searches')) })),
    )
    .execute();
}

/** Which of `misses` the week already has a row for. */
async function knownQueries(
  trx: Transaction<Database>,
  week: string,
  misses: readonly MissCounts[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (const part of chunks([...new Set(misses.map((m) => m.query))])) {
    const rows = await trx
      .selectFrom('search_misses')
      .select(['lang', 'query'])
      .where('week', '=', week)
      .where('query', 'in', part)
      .execute();
    for (const row of rows) known.add(keyOf(row.lang, row.query));
  }
  return known;
}

/**
 * Adds one instance's batch to a week: every count is added in the database (never written over), so
 * instances flushing the same queries add up. A query the week has no row for gets one while the week
 * holds fewer than `cap` distinct queries (the most searched of the batch first); past the cap its
 * searches go to the week's `other` counts. The week's row is locked first, so the count of distinct
 * queries cannot be read by two flushes at once and the cap holds exactly.
 */
export async function addWeekBatch(db: Db, batch: WeekBatch, cap: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await addWeekTotals(trx, batch.week, batch.searches);
    if (batch.misses.length === 0 && batch.other.nothing + batch.other.documentsOnly === 0) return;
    const known = await knownQueries(trx, batch.week, batch.misses);
    const held = await trx
      .selectFrom('search_misses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('week', '=', batch.week)
      .executeTakeFirstOrThrow();
    let room = cap - Number(held.n);
    const other = { ...batch.other };
    const kept: MissCounts[] = [];
    const byCount = [...batch.misses].sort((a, b) => b.nothing + b.documentsOnly - (a.nothing + a.documentsOnly));
    for (const miss of byCount) {
      if (known.has(keyOf(miss.lang, miss.query))) kept.push(miss);
      else if (room > 0) {
        room--;
        kept.push(miss);
      } else {
        other.nothing += miss.nothing;
        other.documentsOnly += miss.documentsOnly;
      }
    }
    for (const part of chunks(kept)) {
      await trx
        .insertInto('search_misses')
        .values(
          part.map((m) => ({
            week: batch.week,
            lang: m.lang,
            query: m.query,
            nothing: m.nothing,
            documents_only: m.documentsOnly,
          })),
        )
        .onConflict((c) =>
          c.columns(['week', 'lang', 'query']).doUpdateSet((eb) => ({
            nothing: eb('search_misses.nothing', '+', eb.ref('excluded.nothing')),
            documents_only: eb('search_misses.documents_only', '+', eb.ref('excluded.documents_only')),
          })),
        )
        .execute();
    }
    if (other.nothing + other.documentsOnly > 0) {
      await trx
        .updateTable('search_weeks')
        .set((eb) => ({
          other_nothing: eb('other_nothing', '+', other.nothing),
          other_documents_only: eb('other_documents_only', '+', other.documentsOnly),
        }))
        .where('week', '=', batch.week)
        .execute();
    }
  });
}

/** Deletes the weeks before `oldestKept` (week names sort as their weeks do). */
export async function deleteWeeksBefore(db: Db, oldestKept: string): Promise<void> {
  await db.deleteFrom('search_misses').where('week', '<', oldestKept).execute();
  await db.deleteFrom('search_weeks').where('week', '<', oldestKept).execute();
}

/** The weeks that hold counts, newest first. */
export async function listWeeks(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('search_weeks').select('week').orderBy('week', 'desc').execute();
  return rows.map((r) => r.week);
}

export async function weekTotals(db: Db, week: string) {
  return db
    .selectFrom('search_weeks')
    .select(['searches', 'other_nothing', 'other_documents_only'])
    .where('week', '=', week)
    .executeTakeFirst();
}

/** A week's most frequent queries that found nothing, or documents only; ties by query. */
export async function topMisses(db: Db, week: string, column: 'nothing' | 'documents_only', limit: number) {
  return db
    .selectFrom('search_misses')
    .select(['lang', 'query', `${column} as count`])
    .where('week', '=', week)
    .where(column, '>', 0)
    .orderBy(column, 'desc')
    .orderBy('query')
    .orderBy('lang')
    .limit(limit)
    .execute();
}
