import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route.ts';

describe('resolveRoute', () => {
  it('finds menu, hidden and extra pages in the navigation tree', () => {
    expect(resolveRoute('/culture')).toMatchObject({ kind: 'page', sectionIndex: 1 });
    expect(resolveRoute('/honest/report')).toMatchObject({ kind: 'page', item: { id: 'honestReport' } });
    expect(resolveRoute('/')).toMatchObject({ kind: 'page', item: { id: 'home' }, sectionIndex: 0 });
    expect(resolveRoute('/search')).toMatchObject({ kind: 'page', item: { id: 'search' }, sectionIndex: -1 });
  });
  it('reads the kind and the id of a detail route', () => {
    expect(resolveRoute('/detail/news/cn-2024%2001')).toMatchObject({
      kind: 'detail',
      detailKind: 'news',
      id: 'cn-2024 01',
    });
  });
  it('treats unknown paths and unknown detail kinds as not found', () => {
    expect(resolveRoute('/nope').kind).toBe('notFound');
    expect(resolveRoute('/detail/other/1').kind).toBe('notFound');
  });
});
