import { FEED_PATHS } from '@muyuan/contract/api-paths';
import { detailRoute } from '@muyuan/contract/sitemap';
import { useEffect } from 'react';
import { useSecuritiesNewsList } from '../../api/bond-matter.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { NewsList, NewsListSkeleton } from '../../components/news-list/news-list.tsx';
import { readPage } from '../../components/pager/page-items.ts';
import { Pager } from '../../components/pager/pager.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { rememberList } from '../../lib/last-list.ts';
import { useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';
import { FeedLink } from './feed-link.tsx';
import { type Labels, labelsOf } from './labels.ts';

export const MARKET_NEWS_PAGE_SIZE = 8;

/** Securities news, newest first, paged (`?page=2`); each opens its article, whose way back returns here. */
function MarketNews({ route, labels }: { route: ResolvedRoute; labels: Labels }) {
  const lang = useLang();
  const query = useRouteQuery(route.path);
  const pageNum = readPage(query.get('page'));
  const result = useSecuritiesNewsList({ pageNum, pageSize: MARKET_NEWS_PAGE_SIZE });
  const here = withQuery(route.path, query.toString(), {});
  useEffect(() => rememberList('securitiesNews', here), [here]);
  return (
    <div className="market-news">
      <p className="market-news-feed">
        <FeedLink href={FEED_PATHS.news[lang]} label={labels('feed')} />
      </p>
      <AsyncView result={result} skeleton={<NewsListSkeleton rows={MARKET_NEWS_PAGE_SIZE} />}>
        {(page) => (
          <>
            <NewsList items={page.list} hrefFor={(a) => detailRoute('securitiesNews', a.id)} />
            <Pager
              pageNum={page.pageNum}
              total={page.total}
              pageSize={page.pageSize}
              hrefFor={(p) => withQuery(route.path, query.toString(), { page: p })}
            />
          </>
        )}
      </AsyncView>
    </div>
  );
}

export default function MarketNewsPage(props: PageProps) {
  const labels = labelsOf(props.copy, useLang());
  return <ContentPage {...props} slots={{ list: <MarketNews route={props.route} labels={labels} /> }} />;
}
