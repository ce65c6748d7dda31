import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distFingerprint, measureBundle } from './measure-bundle.ts';

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
