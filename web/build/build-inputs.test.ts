// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashBuildInputs, isBuildCurrent, STAMP_FILE } from './build-inputs.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A tiny repository with a source file, the site settings and a build made from them. */
function fakeRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'muyuan-build-'));
  mkdirSync(join(dir, 'web/src'), { recursive: true });
  mkdirSync(join(dir, 'content/pages/home'), { recursive: true });
  writeFileSync(join(dir, 'web/src/main.tsx'), 'export {}');
  writeFileSync(join(dir, 'content/site.yaml'), 'name: 牧原');
  writeFileSync(join(dir, 'content/pages/home/zh.yaml'), 'title: 首页');
  mkdirSync(join(dir, 'web/dist'));
  writeFileSync(join(dir, 'web/dist/index.html'), '<!doctype html>');
  mkdirSync(join(dir, 'web/dist-ssr'));
  writeFileSync(join(dir, 'web/dist-ssr/render.cjs'), 'export {}');
  mkdirSync(join(dir, 'server/src'), { recursive: true });
  writeFileSync(join(dir, 'server/src/main.ts'), 'export {}');
  mkdirSync(join(dir, 'server/dist'));
  writeFileSync(join(dir, 'server/dist/main.js'), 'export {}');
  writeFileSync(join(dir, 'server/dist/prepare.js'), 'export {}');
  writeFileSync(join(dir, 'server/dist/image-worker.js'), 'export {}');
  writeFileSync(join(dir, 'server/dist/pdf-text-worker.js'), 'export {}');
  writeFileSync(join(dir, 'web/dist', STAMP_FILE), hashBuildInputs(dir));
  return dir;
}

describe('build inputs', () => {
  it('finds a build current until a source changes, whatever the content (page copy and site settings are served from the database)', () => {
    root = fakeRepo();
    const dist = join(root, 'web/dist');
    expect(isBuildCurrent(dist, root)).toBe(true);
    writeFileSync(join(root, 'content/pages/home/zh.yaml'), 'title: 新首页');
    writeFileSync(join(root, 'content/site.yaml'), 'name: 牧原食品');
    expect(isBuildCurrent(dist, root)).toBe(true);
    writeFileSync(join(root, 'web/src/main.tsx'), 'export const changed = 1;');
    expect(isBuildCurrent(dist, root)).toBe(false);
  });

  it('finds a build stale when a server source changes or a server bundle is missing', () => {
    root = fakeRepo();
    const dist = join(root, 'web/dist');
    rmSync(join(root, 'server/dist/main.js'));
    expect(isBuildCurrent(dist, root)).toBe(false);
    writeFileSync(join(root, 'server/dist/main.js'), 'export {}');
    expect(isBuildCurrent(dist, root)).toBe(true);
    rmSync(join(root, 'server/dist/prepare.js'));
    expect(isBuildCurrent(dist, root)).toBe(false);
    writeFileSync(join(root, 'server/dist/prepare.js'), 'export {}');
    rmSync(join(root, 'server/dist/image-worker.js'));
    expect(isBuildCurrent(dist, root)).toBe(false);
    writeFileSync(join(root, 'server/dist/image-worker.js'), 'export {}');
    rmSync(join(root, 'server/dist/pdf-text-worker.js'));
    expect(isBuildCurrent(dist, root)).toBe(false);
    writeFileSync(join(root, 'server/dist/pdf-text-worker.js'), 'export {}');
    expect(isBuildCurrent(dist, root)).toBe(true);
    writeFileSync(join(root, 'server/src/main.ts'), 'export const changed = true;');
    expect(isBuildCurrent(dist, root)).toBe(false);
  });

  it('finds a build without a stamp, an index.html or the server-render bundle stale', () => {
    root = fakeRepo();
    const copy = join(root, 'copy');
    cpSync(join(root, 'web/dist'), copy, { recursive: true });
    rmSync(join(copy, STAMP_FILE));
    expect(isBuildCurrent(copy, root)).toBe(false);
    rmSync(join(root, 'web/dist-ssr/render.cjs'));
    expect(isBuildCurrent(join(root, 'web/dist'), root)).toBe(false);
    writeFileSync(join(root, 'web/dist-ssr/render.cjs'), 'export {}');
    expect(isBuildCurrent(join(root, 'web/dist'), root)).toBe(true);
    rmSync(join(root, 'web/dist/index.html'));
    expect(isBuildCurrent(join(root, 'web/dist'), root)).toBe(false);
  });

  it('changes the hash when a file is renamed, even with the same content', () => {
    root = fakeRepo();
    const before = hashBuildInputs(root);
    cpSync(join(root, 'web/src/main.tsx'), join(root, 'web/src/entry.tsx'));
    rmSync(join(root, 'web/src/main.tsx'));
    expect(hashBuildInputs(root)).not.toBe(before);
  });
});
