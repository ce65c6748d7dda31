import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

/** Banners of a page (`module` = navigation id) or, with `module` null, the global banners. */
export async function listBanners(db: Db, lang: Lang, module: string | null) {
  const q = db.selectFrom('banners').selectAll().where('lang', '=', lang);
  return (module === null ? q.where('module', 'is', null) : q.where('module', '=', module))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
