import type { Partner, PigSaleCategory } from '@muyuan/contract/business';
import type { Lang } from '@muyuan/contract/lang';
import type { SalesCard } from '@muyuan/contract/shapes';
import type { Db } from '../../db/database.ts';
import type { SalesCardGroup } from '../../db/schema.ts';
import { listPartners, listSalesCards } from './repository.ts';

export async function salesCards(
  db: Db,
  grp: SalesCardGroup,
  lang: Lang,
  category?: PigSaleCategory,
): Promise<SalesCard[]> {
  const rows = await listSalesCards(db, grp, lang, category);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    image: r.image,
    rows: JSON.parse(r.rows_json) as SalesCard['rows'],
  }));
}

export async function partnerList(db: Db, lang: Lang): Promise<Partner[]> {
  const rows = await listPartners(db, lang);
  return rows.map((r) => ({ id: r.id, name: r.name, logo: r.logo, description: r.description }));
}
