import type { Lang } from '@muyuan/contract/lang';
import type { Page, PageQuery } from '@muyuan/contract/paging';
import type { ArticleDetail, ArticleSummary, Attachment } from '@muyuan/contract/shapes';
import type { Db } from '../../db/database.ts';
import type { ArticleRow } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  type ArticleFilter,
  type ArticleKind,
  articleLanguages,
  countArticles,
  findArticle,
  listArticleLinks,
  listArticles,
} from './repository.ts';

type SummaryRow = Pick<ArticleRow, 'id' | 'title' | 'summary' | 'cover' | 'publish_date'>;

export function toSummary(row: SummaryRow): ArticleSummary {
  return { id: row.id, title: row.title, summary: row.summary, cover: row.cover, publishDate: row.publish_date };
}

export async function articlePage(db: Db, f: ArticleFilter, paging: PageQuery): Promise<Page<ArticleSummary>> {
  const { pageNum, pageSize } = paging;
  const [rows, total] = await Promise.all([
    listArticles(db, f, pageSize, (pageNum - 1) * pageSize),
    countArticles(db, f),
  ]);
  return { list: rows.map(toSummary), total, pageNum, pageSize };
}

/**
 * One article with its neighbours in the same list (same kind, language and category):
 * `prev` is the newer one shown before it, `next` the older one after it. 404 when the article
 * does not exist in this language.
 */
export async function articleDetail(
  db: Db,
  kind: ArticleKind,
  id: string,
  lang: Lang,
): Promise<ArticleDetail & { category: ArticleRow['category'] }> {
  const row = await findArticle(db, kind, id, lang);
  if (!row) throw notFound();
  const [links, languages] = await Promise.all([
    listArticleLinks(db, { kind, lang, ...(row.category ? { category: row.category } : {}) }),
    articleLanguages(db, kind, id),
  ]);
  const at = links.findIndex((l) => l.id === id);
  return {
    ...toSummary(row),
    category: row.category,
    content: row.content_html,
    source: row.source,
    sample: row.sample === 1,
    attachments: JSON.parse(row.attachments_json) as Attachment[],
    prev: links[at - 1] ?? null,
    next: links[at + 1] ?? null,
    languages,
  };
}
