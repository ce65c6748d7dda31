import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

export type SalesGroup = 'breedPigs' | 'meatSale' | 'pigSale';

export async function listSalesCards(db: Db, grp: SalesGroup, lang: Lang, category?: string) {
  let q = db.selectFrom('sales_cards').selectAll().where('grp', '=', grp).where('lang', '=', lang);
  if (category) q = q.where('category', '=', category);
  return q.orderBy('sort').orderBy('id').execute();
}

export async function listPartners(db: Db, lang: Lang) {
  return db.selectFrom('partners').selectAll().where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}
