import type { NewsCategory } from '@muyuan/contract/introduce';
import type { Lang } from '@muyuan/contract/lang';
import { type DetailKind, detailRoute } from '@muyuan/contract/sitemap';
import { useEffect } from 'react';
import useSWR from 'swr';
import { endpointKey, fetchEndpoint } from '../../api/endpoint.ts';
import { articleListRoute } from '../../lib/record-lists.ts';
import { UNTRANSLATED_PARAM } from '../../routing/address-style.tsx';
import { navigate, splitRoute, withQuery } from '../../routing/hash-location.ts';

const DETAIL_ENDPOINT = {
  news: 'newsDetail',
  securitiesNews: 'securitiesNewsDetail',
  dynamic: 'dynamicDetail',
} as const satisfies Record<DetailKind, string>;

/**
 * An article missing in this language may be published in the other one (an old English link to a
 * Chinese-only news item): then the visitor goes, as the language switch would have taken them, to the
 * list it belongs to in this language, which says so and links the article. Never a not-found page for
 * an article that exists. Returns whether that is still being found out (show no verdict yet).
 */
export function useOtherLanguageArticle(kind: DetailKind, id: string, missing: boolean, lang: Lang): boolean {
  const other: Lang = lang === 'en' ? 'zh' : 'en';
  const name = DETAIL_ENDPOINT[kind];
  const found = useSWR(missing ? endpointKey(name, other, { id }) : null, () =>
    fetchEndpoint(name, { id }, { lang: other }),
  );
  const article = found.data?.id === id ? found.data : null;
  // Only news have categories (the news detail's data type says so; the union of the three does not).
  const category = article && 'category' in article ? (article.category as NewsCategory) : null;
  useEffect(() => {
    if (!article) return;
    const list = splitRoute(articleListRoute(kind, category));
    navigate(withQuery(list.path, list.search, { [UNTRANSLATED_PARAM]: detailRoute(kind, id) }), { replace: true });
  }, [article, category, kind, id]);
  return missing && (found.isLoading || article !== null);
}
