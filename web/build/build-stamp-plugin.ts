import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { hashBuildInputs, STAMP_FILE } from './build-inputs.ts';

/**
 * Records in the browser build (`dist`) which inputs both builds were made from, so `npm start` can
 * skip an up-to-date build. Runs in the last build of `npm run build`, the server-render one.
 */
export function buildStampPlugin(dist: string): Plugin {
  return {
    name: 'muyuan-build-stamp',
    apply: 'build',
    closeBundle() {
      writeFileSync(join(dist, STAMP_FILE), hashBuildInputs());
    },
  };
}
