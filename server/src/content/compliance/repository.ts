import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

export async function listDepts(db: Db, lang: Lang) {
  return db.selectFrom('depts').selectAll().where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}

export async function listDeptTypes(db: Db, lang: Lang) {
  return db.selectFrom('dept_types').selectAll().where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}
