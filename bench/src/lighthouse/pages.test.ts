import { describe, expect, it } from 'vitest';
import { benchPages, pageSlug } from './pages.ts';

describe('benchPages', () => {
  it('lists the issue’s pages in order, with the detail page of the given news item before /en/, then path pages', () => {
    expect(benchPages('news-2026-new-year')).toEqual([
      '/',
      '/#/introduction',
      '/#/announcement',
      '/#/opticCentre',
      '/#/securities',
      '/#/detail/news/news-2026-new-year',
      '/en/',
      '/feedProcessing',
      '/en/feedProcessing',
      '/detail/news/news-2026-new-year',
    ]);
  });
});

describe('pageSlug', () => {
  it.each([
    ['/', 'zh'],
    ['/en/', 'en'],
    ['/#/opticCentre', 'opticCentre'],
    ['/#/detail/news/news-2026-new-year', 'detail-news-news-2026-new-year'],
    ['/detail/news/news-2026-new-year', 'path-detail-news-news-2026-new-year'],
    ['/en/feedProcessing', 'path-en-feedProcessing'],
  ])('names %s as %s', (page, slug) => {
    expect(pageSlug(page)).toBe(slug);
  });
});
