import { spawnSync } from 'node:child_process';
import { SKIP_BUILD_FLAG } from './lib/build-web.ts';

/**
 * Runs every bench one after the other, each in its own process so one bench's load cannot skew the next.
 * The site is built once by the bundle bench; a missed target does not stop the later benches.
 */
const BENCHES: readonly { script: string; args: string[] }[] = [
  { script: 'src/bundle-size.ts', args: [] },
  { script: 'src/api-load.ts', args: [] },
  { script: 'src/lighthouse.ts', args: [SKIP_BUILD_FLAG] },
];

const failed: string[] = [];
for (const { script, args } of BENCHES) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(script);
}
console.log(
  failed.length === 0 ? '\nAll benches met their targets.' : `\nMissed target or failed: ${failed.join(', ')}`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
