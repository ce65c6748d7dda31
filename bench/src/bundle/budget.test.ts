import { describe, expect, it } from 'vitest';
import { baselineOf, budgetMessage, checkBudget } from './budget.ts';

const chunk = (name: string, gzip: number) => ({ name, gzip });

describe('baselineOf', () => {
  it('keys gzip sizes by chunk name, sorted, adding chunks of the same name together', () => {
    expect(baselineOf([chunk('jsx-runtime', 20), chunk('index', 80), chunk('index', 5)])).toEqual({
      index: 85,
      'jsx-runtime': 20,
    });
    expect(Object.keys(baselineOf([chunk('b', 1), chunk('a', 1)]))).toEqual(['a', 'b']);
  });
});

describe('checkBudget', () => {
  const baseline = { index: 84_000, 'jsx-runtime': 20_800, constants: 200 };

  it('passes at the budget exactly, counting 1 KB as 1000 bytes', () => {
    const check = checkBudget([chunk('index', 89_000), chunk('jsx-runtime', 21_000)], baseline, 110_000);
    expect(check).toMatchObject({ ok: true, totalGzip: 110_000 });
  });

  it('fails past the budget and names the chunks that grew and the new ones, largest growth first', () => {
    const check = checkBudget(
      [chunk('index', 86_000), chunk('jsx-runtime', 20_800), chunk('constants', 100), chunk('carousel', 4_000)],
      baseline,
      110_000,
    );
    expect(check.ok).toBe(false);
    expect(check.grown).toEqual([
      { name: 'carousel', before: undefined, after: 4_000 },
      { name: 'index', before: 84_000, after: 86_000 },
    ]);
    const message = budgetMessage(check, 'bench/bundle-baseline.json');
    expect(message).toContain('110.9 KB gzip');
    expect(message).toContain('over by 0.9 KB');
    expect(message).toContain('carousel: new chunk, 4.0 KB');
    expect(message).toContain('index: 84.0 KB → 86.0 KB (+2,000 bytes)');
    expect(message).not.toContain('jsx-runtime:');
    expect(message).not.toContain('constants:');
  });

  it('says so when nothing grew because the baseline was already over budget', () => {
    const check = checkBudget([chunk('index', 120_000)], { index: 120_000 }, 110_000);
    expect(check.ok).toBe(false);
    expect(budgetMessage(check, 'b.json')).toMatch(/No chunk grew beyond b\.json/);
  });

  it('says the total is within budget when it is', () => {
    expect(budgetMessage(checkBudget([chunk('index', 1_000)], {}, 110_000), 'b.json')).toMatch(/within budget/);
  });
});
