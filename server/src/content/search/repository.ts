import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

export async function allNotices(db: Db) {
  return db.selectFrom('notices').select(['id', 'title', 'file_url', 'publish_date']).execute();
}

export async function allPageCopy(db: Db, lang: Lang) {
  return db
    .selectFrom('page_copy')
    .select(['id', 'link', 'title', 'description', 'body_text'])
    .where('lang', '=', lang)
    .execute();
}
