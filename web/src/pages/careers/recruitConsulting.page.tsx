import { detailRoute } from '@muyuan/contract/sitemap';
import { useEffect } from 'react';
import { useNewsList } from '../../api/introduce.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { NewsList, NewsListSkeleton } from '../../components/news-list/news-list.tsx';
import { readPage } from '../../components/pager/page-items.ts';
import { Pager } from '../../components/pager/pager.tsx';
import { useT } from '../../i18n/t.ts';
import { rememberList } from '../../lib/last-list.ts';
import { useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';

/** Recruitment news per page: the page has much else to say, so the list stays short. */
export const RECRUITMENT_NEWS_PAGE_SIZE = 4;

/**
 * The recruitment news (the `recruitment` category of the news list), paged in the address
 * (`?page=2`); an item opens its detail, whose "back" returns to this page of the list.
 */
function RecruitmentNews({ route }: { route: ResolvedRoute }) {
  const t = useT();
  const query = useRouteQuery(route.path);
  const pageNum = readPage(query.get('page'));
  const result = useNewsList({ category: 'recruitment', pageNum, pageSize: RECRUITMENT_NEWS_PAGE_SIZE });
  const here = withQuery(route.path, query.toString(), {});
  useEffect(() => rememberList('recruitmentNews', here), [here]);
  return (
    <div className="recruitment-news">
      <AsyncView result={result} skeleton={<NewsListSkeleton rows={RECRUITMENT_NEWS_PAGE_SIZE} />} empty={t('noNews')}>
        {(page) => (
          <>
            <NewsList items={page.list} hrefFor={(item) => detailRoute('news', item.id)} />
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

/** Recruitment: the entries to the recruiting sites and the rest are copy; the news come from the API. */
export default function RecruitConsultingPage(props: PageProps) {
  return <ContentPage {...props} slots={{ news: <RecruitmentNews route={props.route} /> }} />;
}
