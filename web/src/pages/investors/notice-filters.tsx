import type { NoticeFacets } from '@muyuan/contract/bond-matter';
import { MAX_SEARCH_KEYWORD_LENGTH } from '@muyuan/contract/constants';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FilterChips } from '../../components/filter-chips/filter-chips.tsx';
import { navigate, withQuery } from '../../routing/hash-location.ts';
import type { Labels } from './labels.ts';

/** The filters an announcement list is narrowed by, as read from the address. */
export interface NoticeFilter {
  year: string | null;
  type: string | null;
  keyword: string;
}

/** The filter in `?year=2022&type=periodic&keyword=报告`; a year that is not four digits is ignored. */
export function readNoticeFilter(query: URLSearchParams): NoticeFilter {
  const year = query.get('year');
  const type = query.get('type');
  return {
    year: year && /^\d{4}$/.test(year) ? year : null,
    type: type && /^[A-Za-z0-9_-]{1,64}$/.test(type) ? type : null,
    keyword: (query.get('keyword') ?? '').trim().slice(0, MAX_SEARCH_KEYWORD_LENGTH),
  };
}

/**
 * The list's address with `changes` applied and the page reset. Never the bare path: a kept-alive
 * page opened by its bare address gets its last query back (useRouteQuery), which would undo a
 * "show all"; `?page=1` says "first page, no filter" instead.
 */
export function filterHref(path: string, search: string, changes: Record<string, string | null>): string {
  const href = withQuery(path, search, { ...changes, page: null });
  return href === path ? withQuery(path, '', { page: 1 }) : href;
}

interface Props {
  path: string;
  search: string;
  filter: NoticeFilter;
  facets: NoticeFacets;
  labels: Labels;
}

/** Year and kind as rows of links, the title search as a form; every choice lives in the address. */
export function NoticeFilters({ path, search, filter, facets, labels }: Props) {
  const inputId = useId();
  const [draft, setDraft] = useState(filter.keyword);
  useEffect(() => setDraft(filter.keyword), [filter.keyword]);
  const change = (changes: Record<string, string | null>) => filterHref(path, search, changes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(change({ keyword: draft.trim() || null }));
  };
  return (
    <div className="notice-filters">
      {/* Named: with the header's search on the same page, each search landmark and form needs its own name. */}
      <search className="notice-search" aria-label={labels('searchLabel')}>
        <form onSubmit={submit} aria-label={labels('searchLabel')}>
          <label htmlFor={inputId} className="visually-hidden">
            {labels('searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={MAX_SEARCH_KEYWORD_LENGTH}
            placeholder={labels('searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button-primary">
            {labels('searchButton')}
          </button>
        </form>
      </search>
      <FilterChips
        prefix="notice"
        label={labels('filterYear')}
        allLabel={labels('allYears')}
        current={filter.year}
        options={facets.years.map((y) => ({ value: String(y.year), label: String(y.year), count: y.count }))}
        hrefFor={(year) => change({ year })}
      />
      <FilterChips
        prefix="notice"
        label={labels('filterType')}
        allLabel={labels('allTypes')}
        current={filter.type}
        options={facets.types.filter((t) => t.count > 0).map((t) => ({ value: t.code, label: t.name, count: t.count }))}
        hrefFor={(type) => change({ type })}
      />
    </div>
  );
}
