import { FEED_PATHS } from '@muyuan/contract/api-paths';
import { Link } from 'wouter';
import { useNoticeFacets, useNoticeList } from '../../api/bond-matter.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { readPage } from '../../components/pager/page-items.ts';
import { Pager } from '../../components/pager/pager.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';
import { FeedLink } from './feed-link.tsx';
import { type Labels, labelsOf } from './labels.ts';
import { filterHref, NoticeFilters, readNoticeFilter } from './notice-filters.tsx';
import { NoticeList, NoticeListSkeleton } from './notice-list.tsx';
import './announcement.css';

export const NOTICE_PAGE_SIZE = 10;

/**
 * The announcements (Chinese only): filters by year and kind and a title search, all in the address
 * (`#/announcement?year=2022&type=periodic&keyword=报告&page=2`), so a filtered list can be shared
 * and the pages keep the filters.
 */
function Announcements({ route, labels }: { route: ResolvedRoute; labels: Labels }) {
  const query = useRouteQuery(route.path);
  const search = query.toString();
  const filter = readNoticeFilter(query);
  const pageNum = readPage(query.get('page'));
  const facets = useNoticeFacets();
  const result = useNoticeList({
    pageNum,
    pageSize: NOTICE_PAGE_SIZE,
    ...(filter.year ? { year: filter.year } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  });
  const filtered = Boolean(filter.year || filter.type || filter.keyword);
  const clear = filterHref(route.path, '', {});
  return (
    <div className="announcements">
      <AsyncView result={facets} skeleton={<SkeletonBox className="notice-filters-skeleton" />}>
        {(f) => <NoticeFilters path={route.path} search={search} filter={filter} facets={f} labels={labels} />}
      </AsyncView>
      <AsyncView result={result} skeleton={<NoticeListSkeleton rows={NOTICE_PAGE_SIZE} />} isEmpty={() => false}>
        {(page) => (
          <>
            <div className="notice-summary">
              <p className="notice-count" aria-live="polite">
                {labels('resultCount', { count: page.total })}
                {filtered && (
                  <Link href={clear} className="notice-clear">
                    {labels('clearFilters')}
                  </Link>
                )}
              </p>
              <FeedLink href={FEED_PATHS.announcements} label={labels('feed')} />
            </div>
            {page.list.length === 0 ? (
              <div className="data-state data-empty">
                <p>{labels('noMatch')}</p>
              </div>
            ) : (
              <NoticeList items={page.list} labels={labels} />
            )}
            <Pager
              pageNum={page.pageNum}
              total={page.total}
              pageSize={page.pageSize}
              hrefFor={(p) => withQuery(route.path, search, { page: p })}
            />
          </>
        )}
      </AsyncView>
    </div>
  );
}

export default function AnnouncementPage(props: PageProps) {
  const labels = labelsOf(props.copy, useLang());
  return <ContentPage {...props} slots={{ list: <Announcements route={props.route} labels={labels} /> }} />;
}
