import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

/** A page's copy in one language as stored (JSON), or undefined. */
export async function findPageCopy(db: Db, lang: Lang, id: string) {
  return db
    .selectFrom('page_copy')
    .select('copy_json')
    .where('id', '=', id)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

/** Banners of a page (`module` = navigation id) or, with `module` null, the global banners. */
export async function listBanners(db: Db, lang: Lang, module: string | null) {
  const q = db.selectFrom('banners').selectAll().where('lang', '=', lang);
  return (module === null ? q.where('module', 'is', null) : q.where('module', '=', module))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
