import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What an announcement list may be narrowed to; every part optional. */
export interface NoticeFilter {
  year?: number | undefined;
  type?: string | undefined;
  /** Text the title contains. */
  keyword?: string | undefined;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, f: NoticeFilter) {
  let q = db.selectFrom('notices');
  // Dates are ISO text, so a year is a text range.
  if (f.year !== undefined) {
    q = q.where('notices.publish_date', '>=', `${f.year}-01-01`).where('notices.publish_date', '<=', `${f.year}-12-31`);
  }
  if (f.type !== undefined) q = q.where('notices.type', '=', f.type);
  if (f.keyword !== undefined) {
    // lower() on both sides: SQLite's LIKE ignores the case of Latin letters, PostgreSQL's does not.
    q = q.where(sql<boolean>`lower(${sql.ref('notices.title')}) like ${likePattern(f.keyword)} escape '\\'`);
  }
  return q;
}

export async function listNotices(db: Db, f: NoticeFilter, limit: number, offset: number) {
  return filtered(db, f)
    .leftJoin('notice_types', 'notice_types.id', 'notices.type')
    .selectAll('notices')
    .select('notice_types.name as type_name')
    .orderBy('notices.publish_date', 'desc')
    .orderBy('notices.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countNotices(db: Db, f: NoticeFilter): Promise<number> {
  const row = await filtered(db, f).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Announcements per year, newest year first. */
export async function countNoticesByYear(db: Db) {
  const year = sql<string>`substr(${sql.ref('publish_date')}, 1, 4)`;
  return db
    .selectFrom('notices')
    .select([year.as('year'), sql<number>`count(*)`.as('n')])
    .groupBy(year)
    .orderBy(year, 'desc')
    .execute();
}

/** Every kind of announcement in display order, with how many announcements it has. */
export async function countNoticesByType(db: Db) {
  return db
    .selectFrom('notice_types')
    .leftJoin('notices', 'notices.type', 'notice_types.id')
    .select(['notice_types.id', 'notice_types.name', sql<number>`count(${sql.ref('notices.id')})`.as('n')])
    .groupBy(['notice_types.id', 'notice_types.name', 'notice_types.sort'])
    .orderBy('notice_types.sort')
    .orderBy('notice_types.id')
    .execute();
}

/** The newest announcements with the name of their kind, for the feed. */
export async function latestNotices(db: Db, limit: number) {
  return listNotices(db, {}, limit, 0);
}
