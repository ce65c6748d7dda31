import { describe, expect, it } from 'vitest';
import { pageBytes } from './page-bytes.ts';

const origin = 'http://127.0.0.1:4000';
const resource = (path: string, resourceType: string, transferSize: number, resourceSize = transferSize * 3) => ({
  url: origin + path,
  resourceType,
  transferSize,
  resourceSize,
});

const SIZES: Record<string, { name: string; gzip: number }> = {
  'assets/index-AAAAAAAA.js': { name: 'index', gzip: 80_000 },
  'assets/home-page-BBBBBBBB.js': { name: 'home-page', gzip: 9_000 },
  'assets/zh-CCCCCCCC.js': { name: 'zh', gzip: 1_500 },
  'assets/index-DDDDDDDD.css': { name: 'index', gzip: 2_600 },
};

describe('pageBytes', () => {
  const resources = [
    resource('/', 'Document', 900),
    resource('/assets/index-AAAAAAAA.js', 'Script', 70_000),
    resource('/assets/home-page-BBBBBBBB.js', 'Script', 8_000),
    resource('/assets/zh-CCCCCCCC.js', 'Script', 1_400),
    resource('/assets/index-DDDDDDDD.css', 'Stylesheet', 2_300),
    resource('/api/x', 'Fetch', 1_000),
    resource('/media/a.svg', 'Image', 5_000),
  ];
  const bytes = pageBytes(resources, new Set(['assets/index-AAAAAAAA.js']), (f) => SIZES[f]);

  it('adds the transferred bytes of scripts and of stylesheets, nothing else', () => {
    expect(bytes.jsTransferred).toBe(79_400);
    expect(bytes.cssTransferred).toBe(2_300);
    expect(bytes.scripts).toBe(3);
  });

  it('gives the gzip figure of the same files from the build', () => {
    expect(bytes.jsGzip).toBe(90_500);
    expect(bytes.cssGzip).toBe(2_600);
  });

  it('names the largest script that is not initial JavaScript', () => {
    expect(bytes.largestLazy).toEqual({ name: 'home-page', gzip: 9_000 });
  });

  it('counts a file the build does not know with its decoded size, and finds no lazy chunk when there is none', () => {
    const only = pageBytes([resource('/assets/gone.js', 'Script', 100, 250)], new Set(), () => undefined);
    expect(only).toMatchObject({ jsGzip: 250, largestLazy: null });
  });
});
