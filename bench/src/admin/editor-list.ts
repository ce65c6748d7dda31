import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Db } from '../../../server/src/db/database.ts';
import type { LangRequest } from '../api/run-wrk.ts';

/** How many articles the editor's list is measured over (issue 20: "the editor's list of 10,000 articles"). */
export const EDITOR_LIST_ARTICLES = 10_000;
/** A few editors paging and filtering without a pause: wrk's closed loop over 4 connections. */
export const EDITOR_LIST_LOAD = { threads: 1, connections: 4 } as const;
const PAGE_SIZE = 100;
const BATCH = 100;

/**
 * Adds `count` news articles straight to the content documents of the server's database, as the
 * back office holds them (titles in both languages, versions; every third without English, every
 * seventh with English older than the Chinese, every eleventh unpublished). The list reads only these
 * rows; the public tables are left as they are.
 */
export async function addGeneratedArticles(db: Db, count: number): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
        const i = start + k;
        const english = i % 3 !== 0;
        const titleZh = `生猪养殖动态第${i}期：饲料与育种`;
        const titleEn = english ? `Pig farming update ${i}: feed and breeding` : null;
        const json = {
          id: `bench-news-${i}`,
          category: 'company',
          date: '2026-11-20',
          zh: { title: titleZh, summary: '摘要', body: '正文。' },
          ...(english ? { en: { title: titleEn, summary: 'Summary', body: 'Body.' } } : {}),
        };
        return {
          collection: 'news',
          record_id: `bench-news-${i}`,
          position: 1_000_000 + i,
          json: JSON.stringify(json),
          version: 1,
          published: i % 11 === 0 ? 0 : 1,
          zh_version: english && i % 7 === 0 ? 2 : 1,
          en_version: english ? 1 : null,
          updated_by: 'bench',
          updated_at: at,
          title_zh: titleZh,
          title_en: titleEn,
        };
      });
      await trx.insertInto('content_documents').values(rows).execute();
    }
  });
}

/** What editors ask of the list: every page in turn, and searches and filters, alone and combined. */
export function editorListRequests(count = EDITOR_LIST_ARTICLES): LangRequest[] {
  const path = withParams(ADMIN_PATHS.contentRecords, { collection: 'news' });
  const queries: string[] = [];
  for (let page = 1; page <= Math.ceil(count / PAGE_SIZE) + 1; page++)
    queries.push(`page=${page}&pageSize=${PAGE_SIZE}`);
  for (const q of ['饲料', '第4321期', 'FEED', 'update 99', 'bench-news-77', '猪舍', 'nothing-like-this']) {
    queries.push(`q=${encodeURIComponent(q)}`, `q=${encodeURIComponent(q)}&page=2&pageSize=20`);
  }
  for (const status of ['published', 'unpublished', 'drafts'])
    queries.push(`status=${status}`, `status=${status}&page=5`);
  for (const english of ['missing', 'older', 'current']) {
    queries.push(`english=${english}`, `english=${english}&page=30&pageSize=50`, `english=${english}&q=feed`);
  }
  queries.push('status=unpublished&english=missing', 'status=published&english=older&q=%E5%85%BB%E6%AE%96');
  return queries.map((query) => ({ lang: 'zh' as const, path: `${path}?${query}` }));
}
