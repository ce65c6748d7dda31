import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheKey, createEntry, ResponseCache } from './response-cache.ts';

const KEYS = ['keyword', 'pageNum', 'pageSize'];
const entryOf = (bytes: number) => createEntry(Buffer.alloc(bytes, 'x'), 'zh');

describe('cacheKey', () => {
  it('keeps a keyword holding & and = apart from the query it spells', () => {
    const spelled = cacheKey('/s', KEYS, { keyword: 'feed&pageNum=2', pageNum: 1, pageSize: 10 }, 'zh');
    const real = cacheKey('/s', KEYS, { keyword: 'feed', pageNum: 2, pageSize: 10 }, 'zh');
    expect(spelled).not.toBe(real);
  });

  it('never gives two different parsed queries the same key (property)', () => {
    const value = fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined });
    const query = fc.record({ keyword: value, pageNum: value, pageSize: value });
    const lang = fc.constantFrom('zh' as const, 'en' as const);
    const path = fc.constantFrom('/a', '/b');
    fc.assert(
      fc.property(fc.tuple(path, query, lang), fc.tuple(path, query, lang), ([p1, q1, l1], [p2, q2, l2]) => {
        const same = p1 === p2 && l1 === l2 && KEYS.every((k) => q1[k as keyof typeof q1] === q2[k as keyof typeof q2]);
        expect(cacheKey(p1, KEYS, q1, l1) === cacheKey(p2, KEYS, q2, l2)).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores parameters the endpoint does not know', () => {
    expect(cacheKey('/s', KEYS, { keyword: 'a', utm_source: 'x' }, 'en')).toBe(
      cacheKey('/s', KEYS, { keyword: 'a' }, 'en'),
    );
  });
});

describe('ResponseCache', () => {
  it('stays within its byte bound', () => {
    const cache = new ResponseCache(10_000);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, entryOf(1000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('keeps a popular entry while other keys cycle through (least recently used goes first)', () => {
    const cache = new ResponseCache(10_000);
    const popular = entryOf(1000);
    cache.set('popular', popular);
    for (let i = 0; i < 500; i++) {
      cache.set(`cycling-${i}`, entryOf(1000));
      expect(cache.get('popular')).toBe(popular);
    }
    expect(cache.get('cycling-0')).toBeUndefined();
    expect(cache.get('cycling-499')).toBeDefined();
  });

  it('counts compressed variants against the bound once they are made', () => {
    const cache = new ResponseCache(100_000);
    const entry = entryOf(2000);
    cache.set('a', entry);
    const before = cache.bytes;
    entry.variants.br = Buffer.alloc(500);
    cache.grew('a', entry);
    expect(cache.bytes).toBe(before + 500);
  });
});
