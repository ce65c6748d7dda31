import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's layout section is how a newcomer finds their way: every folder of server/src and web/src
 * (and of web/src/admin) is named there, so a folder added without a word in the README fails here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));

const foldersOf = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("the README's layout", () => {
  it('is a section of its own', () => {
    expect(layout.startsWith('## Layout')).toBe(true);
    expect(layout.length).toBeGreaterThan(500);
  });

  for (const dir of ['server/src', 'web/src', 'web/src/admin']) {
    it(`names every folder of ${dir}`, () => {
      const missing = foldersOf(dir).filter((name) => !new RegExp(`(^|[\\s(,/])${name}/`).test(layout));
      expect(missing).toEqual([]);
    });
  }
});
