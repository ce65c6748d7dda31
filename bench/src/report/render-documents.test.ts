import { describe, expect, it } from 'vitest';
import { renderPerformanceDoc } from './performance-doc.ts';
import { renderDocuments } from './render-documents.ts';
import type { TargetRow } from './target-values.ts';
import { allTargetsMet, targetRows } from './targets.ts';
import { documents, documentsRun, results } from './test-fixtures.ts';

const find = (rows: TargetRow[], start: string, scope = 'SQLite') => {
  const row = rows.find((r) => r.target.startsWith(start) && r.scope === scope);
  if (!row) throw new Error(`no target row starting with ${start} for ${scope}`);
  return row;
};
const MB = 1024 * 1024;

describe('the documents targets (issue 42)', () => {
  it('holds the distinct searches with documents to 50 ms at p99, inclusive', () => {
    const at = (p99: number) =>
      find(targetRows(results({ documents: documents([documentsRun(p99)]) })), 'Distinct searches with documents');
    expect(at(50)).toMatchObject({ pass: true, measured: '50.0 ms' });
    expect(at(50.1).pass).toBe(false);
    expect(at(31).target).toBe(
      'Distinct searches with documents (searchKey + searchDocuments, 1,000 PDFs) p99 ≤ 50 ms, no errors',
    );
  });

  it('fails the search line on any error, however fast', () => {
    const run = documentsRun(12);
    const failing = { ...run, run: { ...run.run, non2xx: 3 } };
    expect(
      find(targetRows(results({ documents: documents([failing]) })), 'Distinct searches with documents'),
    ).toMatchObject({ pass: false, measured: '12.0 ms, 3 errors' });
  });

  it('holds the RSS under the search line below the 200 MB budget', () => {
    const at = (peak: number) =>
      find(targetRows(results({ documents: documents([documentsRun(31, peak)]) })), 'Memory under the documents');
    expect(at(199.9 * MB)).toMatchObject({ pass: true, measured: 'peak 199.9 MB (at rest 140.0 MB)' });
    expect(at(200 * MB).pass).toBe(false);
  });

  it('shows the times, the storage and the index for information, never as a target', () => {
    const row = find(targetRows(results()), '1,000 PDFs of 20 pages published');
    expect(row).toMatchObject({ pass: null, informational: true });
    expect(row.measured).toBe(
      'searchable after 252.0 s; 20,031 rows, 60.0 MB; index 38.0 MB; RSS peak 230.0 MB while reading',
    );
    expect(allTargetsMet(targetRows(results()))).toBe(true);
  });

  it('gives one set of rows per database, and unmeasured rows that fail the run', () => {
    const both = documents([documentsRun(), documentsRun(40, 160 * MB, 'PostgreSQL')]);
    const rows = targetRows(results({ documents: both }));
    expect(find(rows, 'Distinct searches with documents', 'PostgreSQL')).toMatchObject({
      pass: true,
      measured: '40.0 ms',
    });
    const none = targetRows(results({ documents: null }));
    expect(find(none, 'Distinct searches with documents').pass).toBeNull();
    expect(find(none, 'Memory under the documents').pass).toBeNull();
    expect(allTargetsMet(none)).toBe(false);
  });

  it('renders one line per database in each table of its section', () => {
    const text = renderDocuments(documents([documentsRun(), documentsRun(40, 160 * MB, 'PostgreSQL')]));
    expect(text.match(/^\| PostgreSQL \|/gm)).toHaveLength(3);
    expect(text).toContain('| SQLite | 61.0 s | 240.0 s | 252.0 s | 20,031 | 52.0 MB | 60.0 MB |');
    expect(text).toContain('| SQLite | 900 | 10.3 ms | 31.0 ms | 0 | 1.00 |');
    expect(text).toContain('| SQLite | 110.0 MB | 120.0 MB | 230.0 MB | 140.0 MB | 150.0 MB |');
    expect(text).toContain('500 Chinese, 500 English');
  });

  it('has its command in the commands table and its section after alert mail, or says it was not measured', () => {
    const doc = renderPerformanceDoc(results(), targetRows(results()));
    expect(doc).toContain('| `npm run bench:documents -w bench` | only the documents: 1,000 generated PDFs');
    expect(doc.indexOf('## Documents')).toBeGreaterThan(doc.indexOf('## Alert mail'));
    const without = renderPerformanceDoc(results({ documents: null }), targetRows(results({ documents: null })));
    expect(without).toContain('The documents bench was not measured in this run');
  });
});
