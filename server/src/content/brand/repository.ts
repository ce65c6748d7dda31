import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

export async function listBrandItems(db: Db, lang: Lang) {
  return db.selectFrom('brand_build').selectAll().where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}
