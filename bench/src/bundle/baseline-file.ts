import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/repo-paths.ts';
import type { BundleBaseline } from './budget.ts';

/** Committed: `npm run bench` rewrites it; the size check in `npm test` compares against it. */
export const BASELINE_FILE = join(REPO_ROOT, 'bench/bundle-baseline.json');
export const BASELINE_FILE_NAME = 'bench/bundle-baseline.json';

export function readBaseline(path: string = BASELINE_FILE): BundleBaseline {
  if (!existsSync(path)) return {};
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${path}: expected an object of chunk name → gzip bytes`);
  }
  const entries = Object.entries(parsed);
  if (!entries.every(([, v]) => typeof v === 'number')) throw new Error(`${path}: every value must be a byte count`);
  return Object.fromEntries(entries) as BundleBaseline;
}

export function writeBaseline(baseline: BundleBaseline, path: string = BASELINE_FILE): void {
  writeFileSync(path, `${JSON.stringify(baseline, null, 2)}\n`);
}
