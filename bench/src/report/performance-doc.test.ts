import { describe, expect, it } from 'vitest';
import { renderPerformanceDoc } from './performance-doc.ts';
import { targetRows } from './targets.ts';
import { database, results } from './test-fixtures.ts';

const render = (r = results()) => renderPerformanceDoc(r, targetRows(r));

describe('renderPerformanceDoc', () => {
  it('starts with the explanation, the date, the machine, every command and the targets table', () => {
    const doc = render();
    expect(doc.startsWith('# Performance\n\nWritten by `npm run bench`')).toBe(true);
    expect(doc).toContain('[performance-history.md](performance-history.md)');
    expect(doc).toContain('- Date: 2026-11-22T10:00:00Z');
    expect(doc).toContain('- Machine: 2 CPU (nproc), Test CPU, 8 GiB RAM, Node v20.20.2');
    for (const command of [
      'npm run bench',
      'BENCH_QUICK=1 npm run bench',
      'npm run bench:api -w bench',
      'npm run bench:bundle -w bench',
      'npm run bench:budget -w bench',
      'npm run bench:integrity -w bench',
      'npm run bench:lighthouse -w bench',
    ]) {
      expect(doc).toContain(`\`${command}\``);
    }
    expect(doc.indexOf('## Targets')).toBeLessThan(doc.indexOf('## Lighthouse'));
    expect(doc).toMatch(/\| Target \| Scope \| Measured \| Result \|/);
  });

  it('says a quick run is not for the record, and whether PostgreSQL was measured', () => {
    expect(render()).toContain('not figures for the record');
    expect(render()).toContain('PostgreSQL not measured (BENCH_DATABASE_URL unset)');
    expect(render(results({ api: [database(), database({ database: 'PostgreSQL' })] }))).toContain('### PostgreSQL');
  });

  it('states the server settings the load needs: the raised rate limits and the small search cache', () => {
    const doc = render();
    expect(doc).toContain('RATE_LIMIT_MAX=1000000000 SEARCH_RATE_LIMIT_MAX=1000000000');
    expect(doc).toContain('CACHE_MAX_BYTES=2.0 MB');
    expect(doc).toContain('nginx 1.22.1');
  });

  it('has the integrity report section after the server, its raised limits and its wrk command line', () => {
    const doc = render();
    expect(doc.indexOf('## Server: cold start and memory')).toBeLessThan(doc.indexOf('## Integrity report'));
    expect(doc.indexOf('## Integrity report')).toBeLessThan(doc.indexOf('## How it is measured'));
    expect(doc).toContain('REPORT_RATE_LIMIT_MAX=1000000000 LOOKUP_RATE_LIMIT_MAX=1000000000');
    expect(doc).toContain('- `wrk -t2 -c50 -d3s --latency -s <integrity-post.lua> http://127.0.0.1:<port>/save`');
    expect(render(results({ integrity: null }))).toContain('The integrity report was not measured in this run');
  });

  it('has the live quote poller section with its cost per poll and the command that measured it', () => {
    const doc = render();
    expect(doc).toContain('## Live quote poller (cost per poll)');
    expect(doc).toContain('| SQLite | 200 | 1.60 ms | 2.40 ms | 6.00 ms | 1.90 ms | 42.0 KB |');
    expect(doc).toContain('Command: `npm run bench:quotes -w bench`');
    expect(doc).toContain('`npm run bench:quotes -w bench` |');
    expect(render(results({ quotePoller: null }))).toContain('The live quote poller was not measured in this run');
  });

  it('shows the Node ÷ nginx ratio beside each endpoint', () => {
    expect(render()).toMatch(/home\/getHomeNews \(2\.0 KB\) \| Node \(1 process\) \| 16,000 .*\| \*\*0\.80×\*\* \|/);
  });

  it('keeps the document whole when a measurement failed, saying which and why', () => {
    const doc = render(
      results({
        lighthouse: null,
        errors: ['Lighthouse: Chromium not found\n    at launch (second-line-of-the-error)'],
      }),
    );
    expect(doc).toContain('- Lighthouse: Chromium not found');
    expect(doc).not.toContain('second-line-of-the-error');
    expect(doc).toContain('Lighthouse was not measured in this run');
    expect(doc).toContain('## API under load');
  });

  it('counts the targets met', () => {
    expect(render()).toMatch(/(\d+) of \1 met\./);
  });
});
