import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { pageItems, readPage } from './page-items.ts';
import { Pager } from './pager.tsx';

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
  it('leaves gaps in a long one, around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});

describe('readPage', () => {
  it('reads whole numbers from 1 and falls back to the first page', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('x')).toBe(1);
  });
});

describe('Pager', () => {
  it('links every page, marks the current one, and links previous and next', () => {
    renderIn('en', <Pager pageNum={2} total={25} pageSize={10} hrefFor={(p) => `/news?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '#/news?page=3');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '#/news?page=1');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '#/news?page=3');
  });
  it('shows nothing for a single page', () => {
    const { container } = renderIn('en', <Pager pageNum={1} total={5} pageSize={10} hrefFor={String} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
