import type { Lang } from '@muyuan/contract/lang';
import { detailRoute, NOINDEX_ROUTES, ROUTES } from '@muyuan/contract/sitemap';
import type { Db } from '../db/database.ts';

/** The record page of the investor surveys, one address per record (`?id=`). */
export const SURVEY_RECORD_ROUTE = '/securities/detail';

/** One page of the site as search engines should know it: its route, its languages, its date. */
export interface SiteAddress {
  /** The route with the query that names a record, if any (`/feedProcessing`, `/detail/news/n1`, `/securities/detail?id=s1`). */
  route: string;
  /** The languages the page exists in, Chinese first. */
  langs: Lang[];
  /** When it last changed (ISO date or time): an article's publication, else the content's last change. */
  lastmod: string | null;
}

const byLanguage = (a: Lang, b: Lang) => (a === b ? 0 : a === 'zh' ? -1 : 1);

/** Rows of one record in several languages, gathered by id: its languages and its date. */
function gather(rows: { key: string; lang: Lang; date: string }[]): Map<string, { langs: Lang[]; date: string }> {
  const records = new Map<string, { langs: Lang[]; date: string }>();
  for (const row of rows) {
    const record = records.get(row.key) ?? { langs: [], date: row.date };
    record.langs.push(row.lang);
    if (row.date > record.date) record.date = row.date;
    records.set(row.key, record);
  }
  for (const record of records.values()) record.langs.sort(byLanguage);
  return records;
}

/**
 * Every page worth finding, from the navigation tree and the database: the menu and hidden pages
 * (both languages unless Chinese-only; not search results nor the report lookup), every article and
 * every investor-survey record in the languages it was published in.
 */
export async function listSiteAddresses(db: Db, changedAt: string | null): Promise<SiteAddress[]> {
  const [articles, surveys] = await Promise.all([
    db.selectFrom('articles').select(['kind', 'id', 'lang', 'publish_date']).orderBy('publish_date', 'desc').execute(),
    db.selectFrom('surveys').select(['id', 'lang', 'survey_date']).orderBy('survey_date', 'desc').execute(),
  ]);
  const pages = ROUTES.filter(
    ({ item }) => item.link && !NOINDEX_ROUTES.includes(item.link) && item.link !== SURVEY_RECORD_ROUTE,
  ).map(
    ({ item }): SiteAddress => ({
      route: item.link ?? '/',
      langs: item.enHidden ? ['zh'] : ['zh', 'en'],
      lastmod: changedAt,
    }),
  );
  const articlePages = [
    ...gather(articles.map((a) => ({ key: detailRoute(a.kind, a.id), lang: a.lang, date: a.publish_date }))),
  ].map(([route, { langs, date }]) => ({ route, langs, lastmod: date }));
  const surveyPages = [
    ...gather(
      surveys.map((s) => ({
        key: `${SURVEY_RECORD_ROUTE}?${new URLSearchParams({ id: s.id })}`,
        lang: s.lang,
        date: s.survey_date,
      })),
    ),
  ].map(([route, { langs, date }]) => ({ route, langs, lastmod: date }));
  return [...pages, ...articlePages, ...surveyPages];
}
