import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * `npm run build -w server`: the server as one ES module, server/dist/main.js, which `npm run serve`
 * runs with plain `node`. Running the TypeScript through tsx cost about 35 MB of memory (its loader
 * and transformed copies of every module) and a wrapper call on every named function; see
 * docs/decisions.md. The contract workspace is TypeScript source, so it is bundled in; every other
 * dependency stays in node_modules (native addons such as better-sqlite3 cannot be bundled).
 */
const SERVER_ROOT = resolve(import.meta.dirname, '..');
/** Where the bundle goes; config.ts finds the repository two levels above the running file. */
export const SERVER_BUNDLE = resolve(SERVER_ROOT, 'dist/main.js');
/** Migrate and seed-if-empty, run once before several instances start (deploy/, `npm run stack`). */
export const PREPARE_BUNDLE = resolve(SERVER_ROOT, 'dist/prepare.js');
/** The image worker the server starts to decode pictures (src/media/image-work.ts finds it beside main.js). */
export const IMAGE_WORKER_BUNDLE = resolve(SERVER_ROOT, 'dist/image-worker.js');
/** The thread that reads PDFs' text (src/documents/pdf-reading.ts finds it beside main.js). */
export const PDF_TEXT_WORKER_BUNDLE = resolve(SERVER_ROOT, 'dist/pdf-text-worker.js');

const manifest = JSON.parse(readFileSync(resolve(SERVER_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

for (const [entry, outfile] of [
  ['src/main.ts', SERVER_BUNDLE],
  ['src/prepare.ts', PREPARE_BUNDLE],
  ['src/media/image-worker.ts', IMAGE_WORKER_BUNDLE],
  ['src/documents/pdf-text-worker.ts', PDF_TEXT_WORKER_BUNDLE],
] as const) {
  await build({
    entryPoints: [resolve(SERVER_ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(manifest.dependencies).filter((name) => name !== '@muyuan/contract'),
    logLevel: 'warning',
  });
  console.log(`server bundle: ${outfile}`);
}
