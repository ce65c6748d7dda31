import { describe, expect, it } from 'vitest';
import { missedTargets, type SweptPage, sweepSummary } from './sweep-summary.ts';

const page = (path: string, performance: number, lcpMs: number, tbtMs: number, cls = 0): SweptPage => ({
  path,
  scores: {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs,
    tbtMs,
    cls,
    benchmarkIndex: 2000,
  },
});

describe('the Lighthouse sweep summary', () => {
  it('names each target a page misses, at the targets’ own bounds', () => {
    expect(missedTargets(page('/', 97, 1000, 100, 0.019))).toEqual([]);
    expect(missedTargets(page('/', 96, 1001, 101, 0.02))).toEqual([
      'performance 96',
      'LCP 1001 ms',
      'TBT 101 ms',
      'CLS 0.020',
    ]);
  });
  it('counts the pages that meet every target and lists the others, worst TBT first', () => {
    const text = sweepSummary([page('/a', 100, 800, 0), page('/b', 95, 900, 150), page('/c', 99, 1200, 300)]);
    expect(text.split('\n')).toEqual([
      '1 of 3 pages meet performance ≥ 97, LCP ≤ 1000 ms, TBT ≤ 100 ms, CLS < 0.02.',
      'Performance 95–100, LCP 800–1200 ms, TBT 0–300 ms; CPU benchmark index 2000–2000.',
      '- /c: LCP 1200 ms, TBT 300 ms',
      '- /b: performance 95, TBT 150 ms',
    ]);
  });
});
