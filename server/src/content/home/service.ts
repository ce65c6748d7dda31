import type { HomeNewsItem } from '@muyuan/contract/home';
import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';
import { listArticles } from '../articles/repository.ts';
import { toSummary } from '../articles/service.ts';

/** How many of each category the home page's news centre shows (one tab per category). */
export const HOME_NEWS_PER_CATEGORY = 5;
/** The news centre's tabs; recruitment news belong to the recruitment page, not here. */
const CATEGORIES: readonly HomeNewsItem['category'][] = ['company', 'media'];

/** The latest company news and the latest media focus, newest first, each with its category. */
export async function homeNews(db: Db, lang: Lang): Promise<HomeNewsItem[]> {
  const lists = await Promise.all(
    CATEGORIES.map(async (category) => {
      const rows = await listArticles(db, { kind: 'news', lang, category }, HOME_NEWS_PER_CATEGORY, 0);
      return rows.map((r) => ({ ...toSummary(r), category }));
    }),
  );
  return lists.flat().sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id.localeCompare(a.id));
}
