import { posix } from 'node:path';

/**
 * The name of a built chunk without its content hash and extension: `assets/index-By3D3Jzs.js` →
 * `index`, `assets/rolldown-runtime-WkwZ5CU-.js` → `rolldown-runtime`. The hash changes with every
 * edit, the name stays, so a baseline keyed by name says which chunk grew.
 */
export function chunkName(file: string): string {
  const base = posix.basename(file).replace(/\.(m?js|css)$/, '');
  return base.replace(/-[A-Za-z0-9_-]{8}$/, '');
}
