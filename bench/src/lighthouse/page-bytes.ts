import type { ChunkSize } from '../bundle/measure-bundle.ts';
import type { NetworkResource } from './run-lighthouse.ts';

export interface PageBytes {
  /** JavaScript and CSS bytes on the wire (brotli as the server sends it to Chromium, headers included). */
  jsTransferred: number;
  cssTransferred: number;
  /** The same files at gzip level 9 (bodies only), comparable with the budget. */
  jsGzip: number;
  cssGzip: number;
  scripts: number;
  /** The largest script of this load that is not part of the home route's initial JavaScript. */
  largestLazy: Pick<ChunkSize, 'name' | 'gzip'> | null;
}

/** Dist-relative path of a resource of the site (`/assets/x.js` → `assets/x.js`). */
const distPath = (url: string) => decodeURIComponent(new URL(url).pathname).replace(/^\/+/, '');

/**
 * JavaScript and CSS of one page's first load, from Lighthouse's network records (a fresh profile, so
 * nothing is cached). `sizeOf` gives the gzip size of a dist file; a file it does not know counts
 * with its decoded size.
 */
export function pageBytes(
  resources: readonly NetworkResource[],
  initialScripts: ReadonlySet<string>,
  sizeOf: (file: string) => Pick<ChunkSize, 'name' | 'gzip'> | undefined,
): PageBytes {
  const scripts = resources.filter((r) => r.resourceType === 'Script');
  const styles = resources.filter((r) => r.resourceType === 'Stylesheet');
  const gzip = (r: NetworkResource) => sizeOf(distPath(r.url))?.gzip ?? r.resourceSize;
  const sum = (list: readonly NetworkResource[], of: (r: NetworkResource) => number) =>
    list.reduce((total, r) => total + of(r), 0);
  const lazy = scripts
    .map((r) => ({ file: distPath(r.url), size: sizeOf(distPath(r.url)) }))
    .filter((s) => !initialScripts.has(s.file) && s.size !== undefined)
    .map((s) => s.size as Pick<ChunkSize, 'name' | 'gzip'>)
    .sort((a, b) => b.gzip - a.gzip);
  return {
    jsTransferred: sum(scripts, (r) => r.transferSize),
    cssTransferred: sum(styles, (r) => r.transferSize),
    jsGzip: sum(scripts, gzip),
    cssGzip: sum(styles, gzip),
    scripts: scripts.length,
    largestLazy: lazy[0] ? { name: lazy[0].name, gzip: lazy[0].gzip } : null,
  };
}
