import type { DailyBar } from '@muyuan/contract/price-history';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A database or a transaction on it: every function here works in the caller's transaction when given one. */
type Queryable = Kysely<Database>;

/** Rows per INSERT: 9 values each, well under both databases' parameter limits. */
const BATCH = 200;

const barColumns = ['date', 'open', 'high', 'low', 'close', 'volume', 'amount'] as const;

function toRow(code: string, bar: DailyBar, sample: boolean) {
  return { code, ...bar, sample: sample ? 1 : 0 };
}

/**
 * Writes one real bar of `code`, replacing the day's bar if
 * there is one (a sample bar of that day included). Answers whether the stored row changed, so the
 * caller bumps the content version (and the cached answers) only when something did.
 */
export async function upsertDailyBar(db: Queryable, code: string, bar: DailyBar): Promise<boolean> {
  const before = await db
    .selectFrom('daily_bars')
    .select([...barColumns, 'sample'])
    .where('code', '=', code)
    .where('date', '=', bar.date)
    .executeTakeFirst();
  if (before && before.sample === 0 && barColumns.every((c) => before[c] === bar[c])) return false;
  const row = toRow(code, bar, false);
  await db
    .insertInto('daily_bars')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['code', 'date']).doUpdateSet({
        open: row.open,
        high: row.high,
        low: row.low,
        close: row.close,
        volume: row.volume,
        amount: row.amount,
        sample: 0,
      }),
    )
    .execute();
  return true;
}

/** Inserts bars that the caller has made room for (no conflict expected). */
export async function insertBars(db: Queryable, code: string, bars: readonly DailyBar[], sample: boolean) {
  for (let i = 0; i < bars.length; i += BATCH) {
    await db
      .insertInto('daily_bars')
      .values(bars.slice(i, i + BATCH).map((bar) => toRow(code, bar, sample)))
      .execute();
  }
}

/** Removes the bars of `code` on the given days (a re-import replaces exactly the days its file holds). */
export async function deleteBarsOn(db: Queryable, code: string, dates: readonly string[]): Promise<void> {
  for (let i = 0; i < dates.length; i += BATCH) {
    await db
      .deleteFrom('daily_bars')
      .where('code', '=', code)
      .where('date', 'in', dates.slice(i, i + BATCH))
      .execute();
  }
}

/** Removes the sample bars of one code, or of every code except some. Answers how many. */
export async function deleteSampleBars(
  db: Queryable,
  target: { code: string } | { except: readonly string[] },
): Promise<number> {
  let query = db.deleteFrom('daily_bars').where('sample', '=', 1);
  if ('code' in target) query = query.where('code', '=', target.code);
  else if (target.except.length > 0) query = query.where('code', 'not in', target.except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether `code` has any bar that is not sample data. */
export async function hasRealBars(db: Queryable, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('daily_bars')
    .select('date')
    .where('code', '=', code)
    .where('sample', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The first and last day the history holds for `code`, or null. */
export async function barSpan(db: Queryable, code: string): Promise<{ first: string; last: string } | null> {
  const row = await db
    .selectFrom('daily_bars')
    .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** The bars of `code` from `from` to `to` (inclusive), oldest first, with their sample flags. */
export async function barsBetween(db: Queryable, code: string, from: string, to: string) {
  return db
    .selectFrom('daily_bars')
    .select([...barColumns, 'sample'])
    .where('code', '=', code)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** The security codes the site quotes (content/data/quotes.yaml): the only ones with a history. */
export async function quotedCodes(db: Queryable): Promise<string[]> {
  const rows = await db.selectFrom('quotes').select('code').distinct().orderBy('code').execute();
  return rows.map((r) => r.code);
}
