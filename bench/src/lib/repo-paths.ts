import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Root of the repository: every bench runs the server and the build from here. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const PERFORMANCE_DOC = resolve(REPO_ROOT, 'docs/performance.md');
export const WEB_DIST = resolve(REPO_ROOT, 'web/dist');

/**
 * The arguments of `node` in the root package.json's `serve` script (the V8 flags and the server
 * bundle), so the bench runs the server exactly as production does.
 */
export function serveArguments(root: string = REPO_ROOT): string[] {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const [command, ...args] = manifest.scripts.serve.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`the serve script must start with node: ${manifest.scripts.serve}`);
  return args;
}
