import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST } from './repo-paths.ts';

/** Flag that tells a bench to measure the existing web/dist instead of building first. */
export const SKIP_BUILD_FLAG = '--skip-build';

/** Builds the site with the project's own command (`npm run build`), so the bench measures current code. */
export function buildWeb(argv: readonly string[] = process.argv): void {
  if (argv.includes(SKIP_BUILD_FLAG) && existsSync(join(WEB_DIST, 'index.html'))) return;
  console.log('Building the site: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
