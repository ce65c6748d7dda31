import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../src/config.ts';

/**
 * The prerender suites render pages with the web build's server bundle, as the server does: build
 * it first unless web/dist is current with its sources (a few seconds, once per run).
 */
export default function setup(): void {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'web/build/build-if-stale.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed: the prerender suites need web/dist and web/dist-ssr');
}
