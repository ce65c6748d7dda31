import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { filterHref, NoticeFilters, readNoticeFilter } from './notice-filters.tsx';

const facets = {
  years: [
    { year: 2022, count: 6 },
    { year: 2021, count: 4 },
  ],
  types: [
    { code: 'periodic', name: '定期报告', count: 11 },
    { code: 'empty', name: '无', count: 0 },
  ],
  total: 10,
};
const labels = (key: string) => key;

describe('announcement filters', () => {
  afterEach(() => {
    location.hash = '';
  });

  it('read year, kind and keyword from the address, ignoring values the API would refuse', () => {
    expect(readNoticeFilter(new URLSearchParams('year=2022&type=periodic&keyword=%20年报%20'))).toEqual({
      year: '2022',
      type: 'periodic',
      keyword: '年报',
    });
    expect(readNoticeFilter(new URLSearchParams('year=22&type=a%20b'))).toEqual({
      year: null,
      type: null,
      keyword: '',
    });
  });

  it('never lead to the bare address, which would bring a kept-alive list its last filters back', () => {
    expect(filterHref('/announcement', 'year=2022&page=3', { year: null })).toBe('/announcement?page=1');
    expect(filterHref('/announcement', 'year=2022', { type: 'periodic' })).toBe(
      '/announcement?year=2022&type=periodic',
    );
  });

  it('link each choice with the other filters kept and the page reset, and mark the chosen ones', () => {
    const filter = { year: '2022', type: null, keyword: '报告' };
    renderIn(
      'zh',
      <NoticeFilters
        path="/announcement"
        search="year=2022&keyword=报告&page=3"
        filter={filter}
        facets={facets}
        labels={labels}
      />,
    );
    const y2021 = screen.getByRole('link', { name: /2021/ });
    expect(y2021.getAttribute('href')).toBe(`#/announcement?year=2021&keyword=${encodeURIComponent('报告')}`);
    expect(screen.getByRole('link', { name: /2022/ })).toHaveAttribute('aria-current', 'page');
    const periodic = screen.getByRole('link', { name: /定期报告/ });
    expect(periodic.getAttribute('href')).toBe(
      `#/announcement?year=2022&keyword=${encodeURIComponent('报告')}&type=periodic`,
    );
    expect(screen.queryByRole('link', { name: /无/ })).toBeNull();
  });

  it('offer "all" as a link that drops only its own filter', () => {
    const filter = { year: '2022', type: 'periodic', keyword: '' };
    renderIn(
      'zh',
      <NoticeFilters
        path="/announcement"
        search="year=2022&type=periodic"
        filter={filter}
        facets={facets}
        labels={labels}
      />,
    );
    const [allYears, allTypes] = screen
      .getAllByRole('link', { name: 'allYears' })
      .concat(screen.getAllByRole('link', { name: 'allTypes' }));
    expect(allYears?.getAttribute('href')).toBe('#/announcement?type=periodic');
    expect(allTypes?.getAttribute('href')).toBe('#/announcement?year=2022');
  });

  it('search by title through the address, keeping the year', () => {
    const filter = { year: '2022', type: null, keyword: '' };
    renderIn(
      'zh',
      <NoticeFilters path="/announcement" search="year=2022&page=2" filter={filter} facets={facets} labels={labels} />,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' 付息 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'searchButton' }));
    expect(decodeURIComponent(location.hash)).toBe('#/announcement?year=2022&keyword=付息');
  });
});
