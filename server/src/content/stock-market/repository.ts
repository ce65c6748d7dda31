import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

export async function listQuotes(db: Db, lang: Lang) {
  return db.selectFrom('quotes').selectAll().where('lang', '=', lang).orderBy('sort').execute();
}
