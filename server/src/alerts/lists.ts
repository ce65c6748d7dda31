import {
  ALERT_LIST_NAMES,
  type AlertList,
  NEWS_LIST,
  NOTICE_TYPE_NAMES_EN,
  noticeListId,
  SECURITIES_NEWS_LIST,
} from '@muyuan/contract/alerts';
import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../db/database.ts';

/**
 * The lists one can subscribe to: one per announcement type of the notice-types collection (in the
 * announcement page's order), then company news and securities news. Read from the database on each call:
 * a type added in the console is offered as soon as it is published.
 */
export async function alertLists(db: Db, lang: Lang): Promise<AlertList[]> {
  const types = await db.selectFrom('notice_types').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
  return [
    ...types.map((t) => ({ id: noticeListId(t.id), name: (lang === 'en' && NOTICE_TYPE_NAMES_EN[t.id]) || t.name })),
    ...([NEWS_LIST, SECURITIES_NEWS_LIST] as const).map((id) => ({ id, name: ALERT_LIST_NAMES[id][lang] })),
  ];
}

/** The ids of `wanted` that are no list (a type since removed, or one that never was). */
export async function unknownLists(db: Db, wanted: readonly string[]): Promise<string[]> {
  const known = new Set((await alertLists(db, 'zh')).map((l) => l.id));
  return wanted.filter((id) => !known.has(id));
}
