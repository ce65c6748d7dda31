import { describe, expect, it } from 'vitest';
import type { PageCopy } from '../../content/page-copy.ts';
import { formatAmount, withUnit, yearOnYear } from './amounts.ts';
import { labelsOf } from './labels.ts';

describe('amounts', () => {
  it('puts amounts through the unit converter in both languages', () => {
    expect(formatAmount(1_320_000_000, 'zh')).toBe('13.20亿');
    expect(formatAmount(1_320_000_000, 'en')).toBe('1,320.00 million');
    expect(formatAmount(40_260_000, 'en')).toBe('40.26 million');
  });
  it('keeps the sign of a loss, which the converter alone would not convert', () => {
    expect(formatAmount(-4_263_000_000, 'zh')).toBe('−42.63亿');
    expect(formatAmount(-4_263_000_000, 'en')).toBe('−4,263.00 million');
  });
  it('writes the unit as each language does', () => {
    expect(withUnit('13.20亿', '元', 'zh')).toBe('13.20亿元');
    expect(withUnit('1320.00 million', 'yuan', 'en')).toBe('1320.00 million yuan');
  });
});

describe('year on year', () => {
  it('is the change from last year in percent', () => {
    expect(yearOnYear(110_861_000_000, 137_947_000_000)).toBe(24.43);
    expect(yearOnYear(195_320_000_000, 187_890_000_000)).toBe(-3.8);
    expect(yearOnYear(100, 100)).toBe(0);
  });
  it('is not given after a loss or from nothing, where a percentage would mislead', () => {
    expect(yearOnYear(-4_263_000_000, 17_881_000_000)).toBeNull();
    expect(yearOnYear(0, 5)).toBeNull();
  });
});

describe('page labels', () => {
  const copy = { title: 't', description: 'd', blocks: [], labels: { stale: 'Quoted {{age}}', open: 'Open' } };
  it('reads a label of the copy and fills its placeholders', () => {
    const label = labelsOf(copy as PageCopy);
    expect(label('open')).toBe('Open');
    expect(label('stale', { age: '2 days ago' })).toBe('Quoted 2 days ago');
  });
  it('shows the key of a missing label, so the gap is visible', () => {
    expect(labelsOf(null)('turnover')).toBe('turnover');
  });
});
