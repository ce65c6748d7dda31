import type { Notice, NoticeFacets } from '@muyuan/contract/bond-matter';
import type { Page, PageQuery } from '@muyuan/contract/paging';
import type { Db } from '../../db/database.ts';
import type { NoticeRow } from '../../db/schema.ts';
import { countNotices, countNoticesByType, countNoticesByYear, listNotices, type NoticeFilter } from './repository.ts';

export function toNotice(row: NoticeRow & { type_name: string | null }): Notice {
  return {
    id: row.id,
    title: row.title,
    publishDate: row.publish_date,
    file: { url: row.file_url, size: row.file_size },
    type: row.type,
    typeName: row.type_name ?? '',
  };
}

/** Announcements are Chinese-only by design: the same Chinese list whatever the language. */
export async function noticePage(db: Db, filter: NoticeFilter, paging: PageQuery): Promise<Page<Notice>> {
  const { pageNum, pageSize } = paging;
  const [rows, total] = await Promise.all([
    listNotices(db, filter, pageSize, (pageNum - 1) * pageSize),
    countNotices(db, filter),
  ]);
  return { list: rows.map(toNotice), total, pageNum, pageSize };
}

/** The years and kinds the announcement list can be filtered by, with their counts. */
export async function noticeFacets(db: Db): Promise<NoticeFacets> {
  const [years, types] = await Promise.all([countNoticesByYear(db), countNoticesByType(db)]);
  const yearList = years.map((y) => ({ year: Number(y.year), count: Number(y.n) }));
  return {
    years: yearList,
    types: types.map((t) => ({ code: t.id, name: t.name, count: Number(t.n) })),
    total: yearList.reduce((sum, y) => sum + y.count, 0),
  };
}
