import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

function filtered(db: Db, year: number | undefined) {
  const q = db.selectFrom('notices');
  // Dates are ISO text, so a year is a text range.
  return year === undefined
    ? q
    : q.where('publish_date', '>=', `${year}-01-01`).where('publish_date', '<=', `${year}-12-31`);
}

export async function listNotices(db: Db, year: number | undefined, limit: number, offset: number) {
  return filtered(db, year)
    .selectAll()
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countNotices(db: Db, year: number | undefined): Promise<number> {
  const row = await filtered(db, year).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}
