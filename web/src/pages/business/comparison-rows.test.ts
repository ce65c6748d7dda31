import { describe, expect, it } from 'vitest';
import { comparisonRows } from './comparison-rows.ts';

const card = (...rows: [string, string][]) => ({ rows: rows.map(([label, value]) => ({ label, value })) });

describe('comparisonRows', () => {
  it('gives one row per label with every card’s value in card order', () => {
    const rows = comparisonRows([
      card(['Litter', '14.5'], ['Backfat', '10.8 mm']),
      card(['Litter', '10.5'], ['Backfat', '9.6 mm']),
    ]);
    expect(rows).toEqual([
      { label: 'Litter', values: ['14.5', '10.5'] },
      { label: 'Backfat', values: ['10.8 mm', '9.6 mm'] },
    ]);
  });

  it('keeps labels only some cards have, after the ones met first, with null for the others', () => {
    const rows = comparisonRows([card(['Litter', '14.5']), card(['Loin eye', '45 cm²'], ['Litter', '10.5'])]);
    expect(rows).toEqual([
      { label: 'Litter', values: ['14.5', '10.5'] },
      { label: 'Loin eye', values: [null, '45 cm²'] },
    ]);
  });

  it('has no rows without cards or rows', () => {
    expect(comparisonRows([])).toEqual([]);
    expect(comparisonRows([card(), card()])).toEqual([]);
  });
});
