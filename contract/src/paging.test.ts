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

  it('never accepts a page size outside 1..100', () => {
    fc.assert(
      fc.property(fc.string(), (pageSize) => {
        const r = pageQuerySchema.safeParse({ pageSize });
        return !r.success || (r.data.pageSize >= 1 && r.data.pageSize <= MAX_PAGE_SIZE);
      }),
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
