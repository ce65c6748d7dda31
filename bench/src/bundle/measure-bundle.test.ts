import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHART_ENTRY, distFingerprint, measureBundle } from './measure-bundle.ts';

const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function file(path: string, text: string): void {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}

file(
  'index.html',
  '<script type="module" src="/assets/index-AAAAAAAA.js"></script><link rel="modulepreload" href="/assets/jsx-runtime-BBBBBBBB.js"><link rel="stylesheet" href="/assets/index-CCCCCCCC.css">',
);
file(
  'assets/index-AAAAAAAA.js',
  `import{a}from"./shared-DDDDDDDD.js";const p=()=>import("./home-page-EEEEEEEE.js");${'x'.repeat(500)}`,
);
file('assets/jsx-runtime-BBBBBBBB.js', 'export const j=1;');
file('assets/shared-DDDDDDDD.js', 'export const a=1;');
file('assets/home-page-EEEEEEEE.js', `export default 1;${'abcdefghij'.repeat(300)}`);
file('assets/index-CCCCCCCC.css', 'body{margin:0}');

describe('measureBundle', () => {
  const bundle = measureBundle(dist);

  it('counts the entry, its preloads and their static imports, named without hashes', () => {
    expect(bundle.scripts.map((s) => s.name)).toEqual(['index', 'jsx-runtime', 'shared']);
    expect(bundle.totalGzip).toBe(bundle.scripts.reduce((sum, s) => sum + s.gzip, 0));
    expect(bundle.importsFrom).toBe('scan');
  });

  it('lists the stylesheet apart and every other script as lazy', () => {
    expect(bundle.styles.map((s) => s.file)).toEqual(['assets/index-CCCCCCCC.css']);
    expect(bundle.lazy.map((s) => s.name)).toEqual(['home-page']);
    // Without a manifest the chart is not looked for.
    expect(bundle.chart).toEqual([]);
  });

  it('says to build first when there is no index.html', () => {
    expect(() => measureBundle(join(dist, 'missing'))).toThrow(/npm run build/);
  });
});

describe('distFingerprint', () => {
  it('changes when a rebuild rewrites index.html, and is null without a build', () => {
    const before = distFingerprint(dist);
    expect(distFingerprint(dist)).toBe(before);
    file('index.html', '<script type="module" src="/assets/index-ZZZZZZZZ.js"></script>');
    expect(distFingerprint(dist)).not.toBe(before);
    expect(distFingerprint(join(dist, 'missing'))).toBeNull();
  });
});

describe('the investor chart', () => {
  it('is its dynamic entry with the static imports the first load does not hold, from the manifest', () => {
    const built = mkdtempSync(join(tmpdir(), 'bench-dist-chart-'));
    const put = (path: string, text: string) => {
      mkdirSync(join(built, path, '..'), { recursive: true });
      writeFileSync(join(built, path), text);
    };
    put('index.html', '<script type="module" src="/assets/index-AAAAAAAA.js"></script>');
    put('assets/index-AAAAAAAA.js', 'export const i=1;');
    put('assets/shared-BBBBBBBB.js', 'export const s=1;');
    put('assets/choice-CCCCCCCC.js', 'export const c=1;');
    put('assets/price-chart-DDDDDDDD.js', `export default 1;${'uplot'.repeat(400)}`);
    put(
      '.vite/manifest.json',
      JSON.stringify({
        'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-BBBBBBBB.js' },
        '_choice.js': { file: 'assets/choice-CCCCCCCC.js', imports: ['_shared.js'] },
        [CHART_ENTRY]: { file: 'assets/price-chart-DDDDDDDD.js', imports: ['_choice.js', '_shared.js'] },
      }),
    );
    try {
      const measured = measureBundle(built);
      expect(measured.chart.map((c) => c.name)).toEqual(['price-chart', 'choice']);
      expect(measured.scripts.map((c) => c.name)).toEqual(['index', 'shared']);
      expect(measured.chart[0]?.gzip).toBeGreaterThan(0);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
