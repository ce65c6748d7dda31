import { describe, expect, it } from 'vitest';
import { lighthouseCommand, readReport } from './run-lighthouse.ts';

const REPORT = {
  lighthouseVersion: '12.8.2',
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 0.92 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 2340.5 },
    'total-blocking-time': { numericValue: 48 },
    'cumulative-layout-shift': { numericValue: 0.0012 },
    'network-requests': {
      details: {
        items: [
          { url: 'http://127.0.0.1:1/', resourceType: 'Document', transferSize: 1500, resourceSize: 900 },
          {
            url: 'http://127.0.0.1:1/assets/index-A.js',
            resourceType: 'Script',
            transferSize: 70_000,
            resourceSize: 260_000,
          },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 2265.5 },
};

describe('readReport', () => {
  it('reads the four scores out of 100, the metrics and the network records', () => {
    const r = readReport(JSON.stringify(REPORT));
    expect(r.scores).toEqual({ performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 });
    expect(r).toMatchObject({ lcpMs: 2340.5, tbtMs: 48, cls: 0.0012, benchmarkIndex: 2265.5 });
    expect(r.resources[1]).toEqual({
      url: 'http://127.0.0.1:1/assets/index-A.js',
      resourceType: 'Script',
      transferSize: 70_000,
      resourceSize: 260_000,
    });
  });

  it('refuses a report with a runtime error or a missing score', () => {
    expect(() => readReport(JSON.stringify({ ...REPORT, runtimeError: { message: 'NO_FCP' } }))).toThrow(/NO_FCP/);
    const noSeo = { ...REPORT, categories: { ...REPORT.categories, seo: { score: null } } };
    expect(() => readReport(JSON.stringify(noSeo))).toThrow(/seo/);
  });
});

describe('lighthouseCommand', () => {
  it('runs headless in the given fresh profile with the four categories, mobile being the default', () => {
    const args = lighthouseCommand('http://x/', '/tmp/p');
    expect(args).toContain('--only-categories=performance,accessibility,best-practices,seo');
    const flags = args.find((a) => a.startsWith('--chrome-flags='));
    expect(flags).toContain('--headless');
    expect(flags).toContain('--user-data-dir=/tmp/p');
    expect(args.some((a) => a.includes('desktop'))).toBe(false);
  });
});
