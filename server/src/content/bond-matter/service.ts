import type { Notice } from '@muyuan/contract/bond-matter';
import type { Page, PageQuery } from '@muyuan/contract/paging';
import type { Db } from '../../db/database.ts';
import { countNotices, listNotices } from './repository.ts';

/** Announcements are Chinese-only by design: the same Chinese list whatever the language. */
export async function noticePage(db: Db, year: number | undefined, paging: PageQuery): Promise<Page<Notice>> {
  const { pageNum, pageSize } = paging;
  const [rows, total] = await Promise.all([
    listNotices(db, year, pageSize, (pageNum - 1) * pageSize),
    countNotices(db, year),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    title: r.title,
    publishDate: r.publish_date,
    file: { url: r.file_url, size: r.file_size },
  }));
  return { list, total, pageNum, pageSize };
}
