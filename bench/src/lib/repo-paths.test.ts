import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveArguments } from './repo-paths.ts';

describe('serveArguments', () => {
  it("runs the repository's serve script: V8 flags, then the server bundle", () => {
    const args = serveArguments();
    expect(args.at(-1)).toBe('server/dist/main.js');
    for (const flag of args.slice(0, -1)) expect(flag).toMatch(/^--/);
  });

  it('refuses a serve script that does not start node', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-serve-'));
    try {
      writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { serve: 'tsx server/src/main.ts' } }));
      expect(() => serveArguments(root)).toThrow(/must start with node/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
