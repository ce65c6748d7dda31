import type { PigSaleCategory } from '@muyuan/contract/business';
import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';
import type { SalesCardGroup } from '../../db/schema.ts';

export async function listSalesCards(db: Db, grp: SalesCardGroup, lang: Lang, category?: PigSaleCategory) {
  let q = db.selectFrom('sales_cards').selectAll().where('grp', '=', grp).where('lang', '=', lang);
  if (category) q = q.where('category', '=', category);
  return q.orderBy('sort').orderBy('id').execute();
}

export async function listPartners(db: Db, lang: Lang) {
  return db.selectFrom('partners').selectAll().where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}
