import type { Lang } from '@muyuan/contract/lang';
import { useEndpoint } from '../api/endpoint.ts';
import { articleListRoute, SURVEY_LIST_ROUTE, SURVEY_RECORD_ROUTE } from '../lib/record-lists.ts';
import type { ResolvedRoute } from './resolve-route.ts';

/** A record the page shows (an article, a survey record): the languages it exists in, and its list. */
export interface ShownRecord {
  /** Null until the record has arrived (or when it does not exist). */
  languages: readonly Lang[] | null;
  /** The list page it belongs to (at its tab): the nearest page in a language that lacks it. */
  listRoute: string;
}

/**
 * The record shown at `route`, read from the same data cache as the page (no call of its own once the
 * page has it; a server render has it too). Null on pages that show no single record.
 */
export function useShownRecord(route: ResolvedRoute, search: string): ShownRecord | null {
  const article = route.kind === 'detail' ? route : null;
  const surveyId = route.path === SURVEY_RECORD_ROUTE ? new URLSearchParams(search).get('id') : null;
  const ask = (kind: string) => (article?.detailKind === kind ? { id: article.id } : null);
  const news = useEndpoint('newsDetail', ask('news'));
  const securities = useEndpoint('securitiesNewsDetail', ask('securitiesNews'));
  const dynamic = useEndpoint('dynamicDetail', ask('dynamic'));
  const survey = useEndpoint('surveyDetail', surveyId ? { id: surveyId } : null);
  if (article) {
    const result = { news, securitiesNews: securities, dynamic }[article.detailKind];
    // The cache keeps the previous record's data while the next one loads: only this record's counts.
    const data = result.data?.id === article.id ? result.data : null;
    const category = article.detailKind === 'news' && news.data?.id === article.id ? news.data.category : null;
    return { languages: data?.languages ?? null, listRoute: articleListRoute(article.detailKind, category) };
  }
  if (surveyId) {
    const data = survey.data?.id === surveyId ? survey.data : null;
    return { languages: data?.languages ?? null, listRoute: SURVEY_LIST_ROUTE };
  }
  return null;
}
