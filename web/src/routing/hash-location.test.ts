import { describe, expect, it } from 'vitest';
import { splitRoute, withQuery } from './hash-location.ts';

describe('hash routes with a query', () => {
  it('splits a route into path and query', () => {
    expect(splitRoute('/search?keyword=a')).toEqual({ path: '/search', search: 'keyword=a' });
    expect(splitRoute('/culture')).toEqual({ path: '/culture', search: '' });
  });
  it('sets, replaces and removes parameters, keeping the others', () => {
    expect(withQuery('/news', 'tab=media&page=2', { page: 3 })).toBe('/news?tab=media&page=3');
    expect(withQuery('/news', 'tab=media&page=2', { page: null })).toBe('/news?tab=media');
    expect(withQuery('/news', 'page=2', { page: '' })).toBe('/news');
    expect(withQuery('/search', '', { keyword: '猪 肉' })).toBe('/search?keyword=%E7%8C%AA+%E8%82%89');
  });
});

describe('path addresses', () => {
  it('read the route from the path, without the language root, with the query', async () => {
    const { pathRoute } = await import('./hash-location.ts');
    expect(pathRoute('/feedProcessing', '')).toBe('/feedProcessing');
    expect(pathRoute('/en/feedProcessing', '')).toBe('/feedProcessing');
    expect(pathRoute('/en/', '')).toBe('/');
    expect(pathRoute('/en', '')).toBe('/');
    expect(pathRoute('/', '?x=1')).toBe('/');
    expect(pathRoute('/honest/report/', '')).toBe('/honest/report');
    expect(pathRoute('/search', '?keyword=%E7%8C%AA')).toBe('/search?keyword=%E7%8C%AA');
    expect(pathRoute('/en/detail/news/a-1', '')).toBe('/detail/news/a-1');
  });
});

describe('the form of address a navigation writes', () => {
  it('keeps the path form of a visit that began at a path address, with the query in the search', async () => {
    const { addressFor } = await import('./hash-location.ts');
    const at = new URL('https://example.com/en/pigSales');
    expect(addressFor(at, '/culture', 'path').href).toBe('https://example.com/en/culture');
    expect(addressFor(at, '/search?keyword=a', 'path').href).toBe('https://example.com/en/search?keyword=a');
    expect(addressFor(at, '/', 'path').href).toBe('https://example.com/en/');
    expect(addressFor(new URL('https://example.com/pigSales'), '/culture', 'path').href).toBe(
      'https://example.com/culture',
    );
  });
  it('writes the hash form at the language root otherwise', async () => {
    const { addressFor } = await import('./hash-location.ts');
    expect(addressFor(new URL('https://example.com/en/pigSales?x=1'), '/culture?tab=b', 'hash').href).toBe(
      'https://example.com/en/#/culture?tab=b',
    );
    expect(addressFor(new URL('https://example.com/#/a'), '/b', 'hash').href).toBe('https://example.com/#/b');
  });
});
