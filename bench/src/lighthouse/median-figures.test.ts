import { describe, expect, it } from 'vitest';
import { medianFigures } from './median-figures.ts';

const run = (performance: number, lcpMs: number) => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  tbtMs: 50,
  cls: 0.001,
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own, not the figures of the median run', () => {
    const m = medianFigures([run(97, 2500), run(90, 2200), run(98, 2300)]);
    expect(m.scores.performance).toBe(97);
    expect(m.lcpMs).toBe(2300);
  });
});
