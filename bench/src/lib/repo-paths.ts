import { resolve } from 'node:path';

/** Root of the repository: every bench runs the server and the build from here. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const PERFORMANCE_DOC = resolve(REPO_ROOT, 'docs/performance.md');
export const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
export const SERVER_ENTRY = 'server/src/main.ts';
