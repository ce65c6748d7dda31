import type { NewsCategory } from '@muyuan/contract/introduce';
import type { DetailKind } from '@muyuan/contract/sitemap';

/** The list page of each kind of article (news: the news centre). */
const KIND_LIST: Record<DetailKind, string> = {
  news: '/enterpriseDynamics',
  securitiesNews: '/securities/marketNews',
  dynamic: '/welfareDynamics',
};

/** Recruitment news are listed on the recruitment page, apart from the news centre. */
export const RECRUITMENT_LIST = '/recruitConsulting';

/** The investor-survey records: the record page (`?id=`) and their list. */
export const SURVEY_RECORD_ROUTE = '/securities/detail';
export const SURVEY_LIST_ROUTE = '/securities/surveyList';

/**
 * The list an article belongs to, at its tab (`/enterpriseDynamics?tab=media`): the detail's way back
 * when the visitor did not come from a list, and where the language switch leads when the article is
 * not published in the other language.
 */
export function articleListRoute(kind: DetailKind, category: NewsCategory | null): string {
  if (kind === 'news' && category === 'recruitment') return RECRUITMENT_LIST;
  if (kind === 'news' && category === 'media') return `${KIND_LIST.news}?tab=media`;
  return KIND_LIST[kind];
}
