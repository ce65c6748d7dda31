import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, envSchema, REPO_ROOT } from '../src/config.ts';

/**
 * The README's "Configuration" table is where an operator looks a setting up: it names every variable the
 * server's configuration reads, each with the default the schema gives, and no variable nothing reads.
 */
const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const start = readme.indexOf('\n## Configuration\n');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
const rows = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]+) \|/gm)].map(([, name, cell]) => ({
  name: name as string,
  cell: (cell as string).trim(),
}));

/** Documented in the table too, but read outside config.ts: each by the file named, which must still read it. */
const READ_ELSEWHERE: Record<string, string> = {
  COMPLIANCE_PRIVATE_KEY_FILE: 'server/src/integrity/cli.ts',
  CHROME_PATH: 'e2e/chromium.ts',
  TEST_DATABASE_URL: 'server/test/helpers/databases.ts',
  TEST_REDIS_URL: 'server/test/rate-limit.test.ts',
  BENCH_DATABASE_URL: 'bench/src/lib/scratch-schema.ts',
  BENCH_REDIS_URL: 'bench/src/stack/measure-stack.ts',
  E2E_PORT: 'e2e/playwright.config.ts',
  E2E_WEBKIT_PORT: 'e2e/webkit/site.ts',
  WEBKIT_DRIVER_PATH: 'e2e/webkit/webkit.ts',
  WEBKIT_BROWSER_PATH: 'e2e/webkit/webkit.ts',
};

const shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }> = envSchema.shape;

/** What the variable set to `value` gives (undefined: unset), or the string 'invalid'. */
function read(name: string, value: string | undefined): unknown {
  const parsed = shape[name]?.safeParse(value);
  return parsed?.success ? parsed.data : 'invalid';
}

describe("the README's configuration table", () => {
  it('is a table of its own, one row a variable', () => {
    expect(start).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(ENV_VARIABLES.length);
    const names = rows.map((row) => row.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('names every variable the configuration reads', () => {
    const documented = new Set(rows.map((row) => row.name));
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('names no other variable but those read elsewhere, and those are read where it says', () => {
    const others = rows.map((row) => row.name).filter((name) => !ENV_VARIABLES.includes(name));
    expect(others.filter((name) => !(name in READ_ELSEWHERE))).toEqual([]);
    for (const [name, file] of Object.entries(READ_ELSEWHERE)) {
      expect(readFileSync(join(REPO_ROOT, file), 'utf8'), `${file} reads ${name}`).toContain(name);
    }
  });

  // A default is `value` (that value gives what the unset variable gives), `unset` (nothing) or `empty` ('').
  for (const name of ENV_VARIABLES) {
    it(`gives ${name} the schema's default`, () => {
      const cell = rows.find((row) => row.name === name)?.cell ?? '(no row)';
      const unset = read(name, undefined);
      if (cell === 'unset') {
        expect(unset, `${name} has a default: its row says it`).toBeUndefined();
      } else {
        const written = cell === 'empty' ? '' : /^`([^`]*)`$/.exec(cell)?.[1];
        expect(written, `${name}: a default is \`value\`, unset or empty, not ${cell}`).toBeDefined();
        expect(unset, `${name} has no default: its row says unset`).toBeDefined();
        expect(read(name, written), `${name} set to ${cell}`).toEqual(unset);
      }
    });
  }
});
