import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUM, MAX_PAGE_SIZE } from './constants.ts';
import { detailQuerySchema, pageQuerySchema } from './paging.ts';

describe('page query', () => {
  it('defaults to the first page of ten', () => {
    expect(pageQuerySchema.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('accepts decimal integers within the limits', () => {
    expect(pageQuerySchema.parse({ pageNum: '3', pageSize: String(MAX_PAGE_SIZE) })).toEqual({
      pageNum: 3,
      pageSize: 100,
    });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], [''], [String(MAX_PAGE_NUM + 1)], ['1e3'], ['99999999999']])(
    'rejects pageNum %j',
    (pageNum) => {
      expect(pageQuerySchema.safeParse({ pageNum }).success).toBe(false);
    },
  );

  it('accepts exactly the decimal page sizes from 1 to 100, parsed, and rejects everything else (property)', () => {
    const pageSize = fc.oneof(
      fc.integer({ min: -20, max: MAX_PAGE_SIZE + 20 }).map(String),
      fc.integer({ min: 1, max: MAX_PAGE_SIZE }).map((n) => `0${n}`),
      fc.string(),
      fc.constantFrom('1e2', ' 5', '5 ', '+5', '0x10', '1.0', ''),
    );
    fc.assert(
      fc.property(pageSize, (text) => {
        const valid = /^\d{1,9}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_PAGE_SIZE;
        const r = pageQuerySchema.safeParse({ pageSize: text });
        expect(r.success).toBe(valid);
        if (r.success) expect(r.data.pageSize).toBe(Number(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('detail query', () => {
  it('accepts content ids and rejects markup or SQL', () => {
    expect(detailQuerySchema.safeParse({ id: 'cn-2024-01' }).success).toBe(true);
    expect(detailQuerySchema.safeParse({ id: "1' OR '1'='1" }).success).toBe(false);
    expect(detailQuerySchema.safeParse({ id: '<script>' }).success).toBe(false);
    expect(detailQuerySchema.safeParse({}).success).toBe(false);
  });
});
