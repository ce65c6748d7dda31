import { describe, expect, it } from 'vitest';
import { comparison, database, run } from '../report/test-fixtures.ts';
import { allRuns, compressionRatio, nginxRatio } from './api-results.ts';

describe('nginxRatio', () => {
  it("is the Node server's requests/s over nginx's with one worker", () => {
    expect(nginxRatio(comparison('x', 'content', 15_000, 20_000))).toBe(0.75);
  });

  it('is zero rather than infinite when nginx answered nothing', () => {
    expect(nginxRatio(comparison('x', 'content', 15_000, 0))).toBe(0);
  });
});

describe('compressionRatio', () => {
  it('is the compressed searches’ rate over the uncompressed ones’', () => {
    const search = { ...database().search, uncompressed: run(3000, 10), compressed: run(2000, 12) };
    expect(compressionRatio(search)).toBeCloseTo(2 / 3, 10);
  });
});

describe('allRuns', () => {
  it('lists four lines per compared endpoint, the two page lines and the four search lines', () => {
    expect(allRuns(database())).toHaveLength(3 * 4 + 2 + 4);
  });
});
