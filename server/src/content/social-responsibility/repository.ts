import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

/** Reports newest year first. */
export async function listReports(db: Db, lang: Lang) {
  return db.selectFrom('reports').selectAll().where('lang', '=', lang).orderBy('year', 'desc').orderBy('id').execute();
}

export async function listPublicWelfare(db: Db, lang: Lang) {
  return db.selectFrom('public_welfare').selectAll().where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}
