import type { NewsCategory } from '@muyuan/contract/introduce';
import type { Lang } from '@muyuan/contract/lang';
import type { DetailKind } from '@muyuan/contract/sitemap';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { sortLanguages } from '../record-languages.ts';

/**
 * Articles are news (company / media / recruitment), securities news and responsibility dynamics, in one table by
 * `kind`, which is the kind of the detail route that shows them.
 */
export type ArticleKind = DetailKind;

export interface ArticleFilter {
  kind: ArticleKind;
  lang: Lang;
  category?: NewsCategory;
}

function filtered(db: Db, f: ArticleFilter) {
  let q = db.selectFrom('articles').where('kind', '=', f.kind).where('lang', '=', f.lang);
  if (f.category) q = q.where('category', '=', f.category);
  return q;
}

/** One page of summaries, newest first (id breaks ties so the order is stable). */
export async function listArticles(db: Db, f: ArticleFilter, limit: number, offset: number) {
  return filtered(db, f)
    .select(['id', 'category', 'title', 'summary', 'cover', 'publish_date'])
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countArticles(db: Db, f: ArticleFilter): Promise<number> {
  const row = await filtered(db, f).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findArticle(db: Db, kind: ArticleKind, id: string, lang: Lang) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

/** The languages an article is published in, Chinese first. */
export async function articleLanguages(db: Db, kind: ArticleKind, id: string): Promise<Lang[]> {
  const rows = await db.selectFrom('articles').select('lang').where('kind', '=', kind).where('id', '=', id).execute();
  return sortLanguages(rows.map((r) => r.lang));
}

/** The ids and titles of a list in display order, to find an article's neighbours. */
export async function listArticleLinks(db: Db, f: ArticleFilter) {
  return filtered(db, f).select(['id', 'title']).orderBy('publish_date', 'desc').orderBy('id', 'desc').execute();
}

/** Every article of a language, for the search index. */
export async function allArticles(db: Db, lang: Lang) {
  return db
    .selectFrom('articles')
    .select(['kind', 'id', 'title', 'summary', 'body_text', 'publish_date'])
    .where('lang', '=', lang)
    .execute();
}
