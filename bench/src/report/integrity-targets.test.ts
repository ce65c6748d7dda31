import { describe, expect, it } from 'vitest';
import { integrityRows } from './integrity-targets.ts';
import { renderIntegrity } from './render-integrity.ts';
import type { TargetRow } from './target-values.ts';
import { allTargetsMet, targetRows } from './targets.ts';
import { integrity, lookups, results, run } from './test-fixtures.ts';

const find = (rows: TargetRow[], start: string) => {
  const row = rows.find((r) => r.target.startsWith(start));
  if (!row) throw new Error(`no target row starting with ${start}`);
  return row;
};

describe('integrityRows', () => {
  it('passes all four targets on figures that meet them, in the targets table of the run', () => {
    const rows = integrityRows(integrity());
    expect(rows.map((r) => r.target)).toEqual([
      'Integrity reports ≥ 200 submissions/s (no attachments, 50 connections)',
      'Integrity reports: no loss (each submission answered 200, each answer 200 stored)',
      'Code lookups answer within [400, 500] ms (known and unknown codes)',
      'Known and unknown codes indistinguishable (medians within 10 ms)',
    ]);
    expect(rows.every((r) => r.pass === true && r.scope === 'SQLite')).toBe(true);
    expect(targetRows(results()).filter((r) => r.target.startsWith('Integrity'))).toHaveLength(2);
  });

  it('counts only the submissions answered 200 toward the rate, and holds it to 200 a second', () => {
    const at = (requestsPerSecond: number, non2xx = 0) => {
      const load = { ...run(requestsPerSecond, 100), requests: 1000, non2xx };
      const r = integrity();
      return find(
        integrityRows({ ...r, submissions: { ...r.submissions, run: load, answered200: 1000 - non2xx } }),
        'Integrity reports ≥',
      );
    };
    expect(at(200)).toMatchObject({ pass: true, measured: '200/s (p50 33.3 ms, p99 100.0 ms)' });
    expect(at(210, 100).pass).toBe(false);
  });

  it('says what the no-loss check found, and fails with it', () => {
    const r = integrity();
    const noLoss = { ok: false, missing: 2, unseen: 0, unseenAllowed: 50, refused: 0 };
    const row = find(
      integrityRows({ ...r, submissions: { ...r.submissions, rowsAdded: 748, noLoss } }),
      'Integrity reports: no loss',
    );
    expect(row).toEqual(
      expect.objectContaining({
        pass: false,
        measured: '748 rows for 750 answers 200: 2 missing, 0 stored whose answer wrk did not read (≤ 50), 0 refused',
      }),
    );
  });

  it('fails the window on one lookup outside it, early or late, and on a wrong answer', () => {
    const r = integrity();
    const withHit = (durationsMs: number[], statuses: Record<string, number> = { 200: durationsMs.length }) =>
      find(
        integrityRows({ ...r, lookups: { ...r.lookups, hit: { kind: 'hit', durationsMs, statuses } } }),
        'Code lookups',
      );
    expect(withHit([400, 450, 500]).pass).toBe(true);
    expect(withHit([400, 450, 500.5])).toMatchObject({
      pass: false,
      measured: '1 of 33 outside (known 400.0 ms–500.5 ms, unknown 402.0 ms–406.0 ms)',
    });
    expect(withHit([399.5, 450]).pass).toBe(false);
    expect(withHit([401, 402], { 200: 1, 429: 1 })).toMatchObject({ pass: false });
    expect(withHit([401, 402], { 200: 1, 429: 1 }).measured).toContain('1 answered another status');
  });

  it('leaves malformed codes out of the targets: they are for information', () => {
    const r = integrity({
      lookups: { ...integrity().lookups, malformed: lookups('malformed', 2, 400) },
    });
    expect(allTargetsMet(integrityRows(r))).toBe(true);
  });

  it('holds the medians of known and unknown codes to 10 ms apart, inclusive', () => {
    const apart = (unknownFrom: number) =>
      find(
        integrityRows(
          integrity({ lookups: { ...integrity().lookups, unknown: lookups('unknown', unknownFrom, 404) } }),
        ),
        'Known and unknown',
      );
    expect(apart(411)).toMatchObject({ pass: true, measured: '403.0 ms vs 413.0 ms (10.0 ms apart)' });
    expect(apart(412).pass).toBe(false);
  });

  it('is one row, not measured, when the measurement failed', () => {
    expect(integrityRows(null)).toEqual([
      { target: 'Integrity report targets', scope: 'SQLite', measured: 'not measured', pass: null },
    ]);
  });
});

describe('renderIntegrity', () => {
  const text = renderIntegrity(integrity());

  it('states the raised limits, the load and the route', () => {
    expect(text).toContain('`REPORT_RATE_LIMIT_MAX=1000000000 LOOKUP_RATE_LIMIT_MAX=1000000000`');
    expect(text).toContain('wrk (2 threads, 50 connections, 3 s after a warm-up)');
    expect(text).toContain('`/api/compliance/complaint/save/notoken`');
  });

  it('shows the submission figures with the rows added and the no-loss rule', () => {
    expect(text).toMatch(
      /\| Reports without attachments \(50 connections\) \| 250 \| 60\.0 ms \| 180\.0 ms \| 750 \| 780 \| 0 \| 0 \| 0 \|/,
    );
    expect(text).toContain('No loss: 780 rows for 750 answers 200: 0 missing');
    expect(text).toContain('No-loss rule:');
  });

  it('shows each kind of lookup with its answers, times and how many fell in the window', () => {
    expect(text).toContain(
      '| Known code (the report’s own) | 30× 200 | 401.0 ms | 403.0 ms | 405.0 ms | 405.0 ms | 30 of 30 |',
    );
    expect(text).toContain('| Well-formed unknown code (new each time) | 30× 404 |');
    expect(text).toContain('| Malformed code (information) | 30× 400 |');
    expect(text).toContain('medians 1.00 ms apart (target ≤ 10 ms): pass');
    expect(text).toContain('shown for information: all of them answered within the window too.');
  });
});
