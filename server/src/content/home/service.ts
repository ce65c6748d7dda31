import type { HomeNewsItem } from '@muyuan/contract/home';
import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';
import { latestArticles } from '../articles/repository.ts';
import { toSummary } from '../articles/service.ts';

/** How many news items the home page's news centre shows. */
export const HOME_NEWS_COUNT = 6;

export async function homeNews(db: Db, lang: Lang): Promise<HomeNewsItem[]> {
  const rows = await latestArticles(db, 'news', lang, HOME_NEWS_COUNT);
  return rows.map((r) => ({ ...toSummary(r), category: r.category === 'media' ? 'media' : 'company' }));
}
