import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

export async function findBrief(db: Db, lang: Lang) {
  return db.selectFrom('brief').selectAll().where('lang', '=', lang).executeTakeFirst();
}

export async function listLeaders(db: Db, lang: Lang) {
  return db.selectFrom('leaders').selectAll().where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}

/** Milestones oldest first; within a year, in file order. */
export async function listMilestones(db: Db, lang: Lang) {
  return db.selectFrom('course').selectAll().where('lang', '=', lang).orderBy('year').orderBy('sort').execute();
}
