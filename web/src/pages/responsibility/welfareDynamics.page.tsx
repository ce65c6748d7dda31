import { detailRoute } from '@muyuan/contract/sitemap';
import { useEffect } from 'react';
import { useDynamicList } from '../../api/social-responsibility.ts';
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

export const DYNAMICS_PAGE_SIZE = 6;

/**
 * The responsibility dynamics, newest first, paged in the address (`?page=2`). The page remembers
 * itself with its page number, so a dynamic's "back" returns to the same page of the list.
 */
function Dynamics({ route }: { route: ResolvedRoute }) {
  const t = useT();
  const query = useRouteQuery(route.path);
  const pageNum = readPage(query.get('page'));
  const result = useDynamicList({ pageNum, pageSize: DYNAMICS_PAGE_SIZE });
  const here = withQuery(route.path, query.toString(), {});
  useEffect(() => rememberList('dynamic', here), [here]);
  return (
    <AsyncView result={result} skeleton={<NewsListSkeleton rows={DYNAMICS_PAGE_SIZE} />} empty={t('noNews')}>
      {(page) => (
        <>
          <NewsList items={page.list} hrefFor={(item) => detailRoute('dynamic', item.id)} />
          <Pager
            pageNum={page.pageNum}
            total={page.total}
            pageSize={page.pageSize}
            hrefFor={(p) => withQuery(route.path, query.toString(), { page: p })}
          />
        </>
      )}
    </AsyncView>
  );
}

export default function WelfareDynamicsPage(props: PageProps) {
  return <ContentPage {...props} slots={{ list: <Dynamics route={props.route} /> }} />;
}
