import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { isBuildCurrent, REPO_ROOT } from './build-inputs.ts';

/**
 * `npm start`'s first step: runs `npm run build` (the server bundle, then the web app) unless
 * web/dist's stamp says both were built from the current sources, so a start after `npm run build`
 * (or on a machine without devDependencies) goes straight to serving.
 */
const dist = resolve(REPO_ROOT, 'web/dist');
if (isBuildCurrent(dist)) {
  console.log('the build (web/dist, server/dist) is up to date with its sources: not rebuilding');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  process.exitCode = build.status ?? 1;
}
