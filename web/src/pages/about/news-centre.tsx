import type { NewsCategory } from '@muyuan/contract/introduce';
import { detailRoute } from '@muyuan/contract/sitemap';
import { useEffect } from 'react';
import { useNewsList } from '../../api/introduce.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { NewsList, NewsListSkeleton } from '../../components/news-list/news-list.tsx';
import { readPage } from '../../components/pager/page-items.ts';
import { Pager } from '../../components/pager/pager.tsx';
import { Tabs } from '../../components/tabs/tabs.tsx';
import { useT } from '../../i18n/t.ts';
import { rememberList } from '../../lib/last-list.ts';
import { useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';

export const NEWS_PAGE_SIZE = 8;

/**
 * A paged news list, with tabs when it holds more than one category (company news, media focus).
 * Tab and page live in the address (`?tab=media&page=2`), so reload, back and a shared link keep them.
 * The list sits right under the page heading, so its titles are second-level headings.
 */
export function NewsCentre({ route, categories }: { route: ResolvedRoute; categories: readonly NewsCategory[] }) {
  const t = useT();
  const query = useRouteQuery(route.path);
  const asked = query.get('tab');
  const category = categories.find((c) => c === asked) ?? categories[0] ?? 'company';
  const pageNum = readPage(query.get('page'));
  const result = useNewsList({ category, pageNum, pageSize: NEWS_PAGE_SIZE });
  const here = withQuery(route.path, query.toString(), {});
  useEffect(() => rememberList('news', here), [here]);
  const label = (c: NewsCategory) => (c === 'company' ? t('companyNews') : t('mediaFocus'));
  return (
    <div className="news-centre">
      {categories.length > 1 && (
        <Tabs
          label={t('newsCentre')}
          current={category}
          items={categories.map((c) => ({ id: c, label: label(c), href: withQuery(route.path, '', { tab: c }) }))}
        />
      )}
      <AsyncView result={result} skeleton={<NewsListSkeleton rows={NEWS_PAGE_SIZE} />} empty={t('noNews')}>
        {(page) => (
          <>
            <NewsList items={page.list} hrefFor={(item) => detailRoute('news', item.id)} level={2} />
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
