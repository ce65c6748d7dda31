import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The repository root (this file is web/build/build-inputs.ts). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** Written into the build output: the hash of the inputs it was built from. */
export const STAMP_FILE = '.build-inputs';

/**
 * Everything `npm run build` reads: the web app's sources and config, the server's (for its bundle,
 * server/dist/main.js), the contract, the lock file (no content: the pages read it all from the API).
 */
const INPUTS = [
  'server/src',
  'server/build',
  'server/package.json',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite.admin.config.ts',
  'web/admin',
  'web/package.json',
  'web/build',
  'web/public',
  'web/src',
  'contract/src',
  'package-lock.json',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of the names and contents of every build input: equal hashes, equal builds. */
export function hashBuildInputs(root: string = REPO_ROOT): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(resolve(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The server-render bundle, beside `dist` (web/dist-ssr/render.cjs). */
export const ssrBundleOf = (dist: string) => join(dist, '..', 'dist-ssr', 'render.cjs');

/** The server bundle `npm run serve` runs (server/build/bundle.ts writes it). */
export const serverBundleOf = (root: string) => join(root, 'server', 'dist', 'main.js');
/** The one-off preparation (migrate, seed if empty) a multi-instance start runs first (server/src/prepare.ts). */
export const prepareBundleOf = (root: string) => join(root, 'server', 'dist', 'prepare.js');
/** The image worker the server starts beside its bundle (server/src/media/image-work.ts). */
export const imageWorkerBundleOf = (root: string) => join(root, 'server', 'dist', 'image-worker.js');
/** The thread the server starts to read PDFs' text (server/src/documents/pdf-reading.ts). */
export const pdfTextWorkerBundleOf = (root: string) => join(root, 'server', 'dist', 'pdf-text-worker.js');

/**
 * Whether `dist` (and the server-render bundle beside it, and the server bundle) was built from
 * exactly the current inputs. The web build writes the stamp last, after the server bundle.
 */
export function isBuildCurrent(dist: string, root: string = REPO_ROOT): boolean {
  const stamp = join(dist, STAMP_FILE);
  return (
    existsSync(join(dist, 'index.html')) &&
    existsSync(ssrBundleOf(dist)) &&
    existsSync(serverBundleOf(root)) &&
    existsSync(prepareBundleOf(root)) &&
    existsSync(imageWorkerBundleOf(root)) &&
    existsSync(pdfTextWorkerBundleOf(root)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hashBuildInputs(root)
  );
}
