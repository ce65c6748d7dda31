import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST } from '../lib/repo-paths.ts';
import { chunkName } from './chunk-name.ts';
import {
  type BuildManifest,
  initialScriptsFromHtml,
  initialStylesFromHtml,
  withStaticImports,
} from './initial-scripts.ts';
import { followStaticImports } from './static-imports.ts';

export interface ChunkSize {
  /** Path relative to the dist folder, e.g. `assets/index-By3D3Jzs.js`. */
  file: string;
  /** Without hash and extension, e.g. `index`. */
  name: string;
  raw: number;
  /** gzip level 9, as the budget counts (the server sends the build's brotli-11 files to browsers). */
  gzip: number;
}

export interface BundleMeasure {
  /** The home route's initial JavaScript: what the budget counts. */
  scripts: ChunkSize[];
  styles: ChunkSize[];
  /** Every other script of the build: loaded later, by dynamic import. */
  lazy: ChunkSize[];
  totalGzip: number;
  /**
   * What the investor chart loads when `/securities` shows it (issue 40): its dynamic entry and the chunks it
   * imports statically that the first load does not hold (uPlot is inside the entry). Empty without a manifest.
   */
  chart: ChunkSize[];
  /** How the static imports were found. */
  importsFrom: 'manifest' | 'scan';
}

/** Sizes of dist files, each read and compressed once. */
export function chunkSizer(distDir: string): (file: string) => ChunkSize | undefined {
  const memo = new Map<string, ChunkSize | undefined>();
  return (file) => {
    if (!memo.has(file)) {
      const path = join(distDir, file);
      const bytes = existsSync(path) ? readFileSync(path) : undefined;
      memo.set(
        file,
        bytes && { file, name: chunkName(file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length },
      );
    }
    return memo.get(file);
  };
}

/**
 * The home route's initial JavaScript: index.html's module script and modulepreload links plus
 * everything they import statically (from Vite's manifest when the build writes one, else by
 * scanning the built files). Dynamic imports load with their page and are listed as lazy chunks.
 */
/** The chart's source as Vite's manifest keys it. */
export const CHART_ENTRY = 'src/pages/investors/price-chart/price-chart.tsx';

export function measureBundle(distDir: string = WEB_DIST): BundleMeasure {
  const htmlPath = join(distDir, 'index.html');
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} does not exist: build the site first (npm run build)`);
  const html = readFileSync(htmlPath, 'utf8');
  const fromHtml = initialScriptsFromHtml(html);
  if (fromHtml.length === 0) throw new Error(`${htmlPath} has no module script`);
  const manifestPath = join(distDir, '.vite/manifest.json');
  const hasManifest = existsSync(manifestPath);
  const manifest = hasManifest ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : null;
  const files = manifest
    ? withStaticImports(fromHtml, manifest)
    : followStaticImports(fromHtml, (file) => readFileSync(join(distDir, file), 'utf8'));
  const size = chunkSizer(distDir);
  const measured = (list: readonly string[]) => list.map(size).filter((s): s is ChunkSize => s !== undefined);
  const scripts = measured(files);
  const initial = new Set(files);
  const assets = existsSync(join(distDir, 'assets')) ? readdirSync(join(distDir, 'assets')) : [];
  const lazy = measured(assets.filter((f) => /\.m?js$/.test(f)).map((f) => `assets/${f}`)).filter(
    (c) => !initial.has(c.file),
  );
  const chartEntry = manifest?.[CHART_ENTRY]?.file;
  const chart = manifest && chartEntry ? withStaticImports([chartEntry], manifest).filter((f) => !initial.has(f)) : [];
  return {
    scripts,
    styles: measured(initialStylesFromHtml(html)),
    chart: measured(chart),
    lazy: lazy.sort((a, b) => b.gzip - a.gzip),
    totalGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    importsFrom: hasManifest ? 'manifest' : 'scan',
  };
}

/**
 * A fingerprint of the build (its index.html names every hashed entry file): the bench notices when
 * another process rebuilds web/dist while it measures, which would mix two builds in one report.
 */
export function distFingerprint(distDir: string = WEB_DIST): string | null {
  const htmlPath = join(distDir, 'index.html');
  return existsSync(htmlPath) ? createHash('sha1').update(readFileSync(htmlPath)).digest('hex') : null;
}
