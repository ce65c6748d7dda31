import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type BuildManifest,
  initialScriptsFromHtml,
  initialStylesFromHtml,
  withStaticImports,
} from './bundle/initial-scripts.ts';
import { followStaticImports } from './bundle/static-imports.ts';
import { buildWeb } from './lib/build-web.ts';
import { WEB_DIST } from './lib/repo-paths.ts';
import { passFail, writeSection } from './report.ts';

/** Budget of the home route's initial JavaScript, gzip level 9, in kB of 1000 bytes (as Vite reports). */
const BUDGET_BYTES = 130_000;
const MANIFEST = join(WEB_DIST, '.vite/manifest.json');

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

function measure(file: string): FileSize {
  const bytes = readFileSync(join(WEB_DIST, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (sizes: readonly FileSize[], key: 'raw' | 'gzip') => sizes.reduce((a, s) => a + s[key], 0);

function main(): void {
  buildWeb();
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const fromHtml = initialScriptsFromHtml(html);
  if (fromHtml.length === 0) throw new Error('web/dist/index.html has no module script');
  const hasManifest = existsSync(MANIFEST);
  // Vite preloads every static import of the entry; following the imports as well catches any it did not.
  const files = hasManifest
    ? withStaticImports(fromHtml, JSON.parse(readFileSync(MANIFEST, 'utf8')) as BuildManifest)
    : followStaticImports(fromHtml, (file) => readFileSync(join(WEB_DIST, file), 'utf8'));
  const scripts = files.map(measure);
  const styles = initialStylesFromHtml(html).map(measure);
  const total = sum(scripts, 'gzip');
  const ok = total <= BUDGET_BYTES;

  const rows = [...scripts, ...styles].map((s) => `| \`${s.file}\` | ${kB(s.raw)} | ${kB(s.gzip)} |`);
  const body = [
    `Home route initial JavaScript, gzip level 9: **${kB(total)}** (${total.toLocaleString('en-US')} bytes; raw ${kB(sum(scripts, 'raw'))}) — budget ${kB(BUDGET_BYTES)}: ${passFail(ok)}${ok ? '' : `, over by ${kB(total - BUDGET_BYTES)}`}.`,
    '',
    `Counted: index.html's module script and modulepreload links${hasManifest ? ", plus their static imports from Vite's build manifest" : ', plus the relative static imports found in those files (the build has no manifest)'}; chunks loaded by dynamic import (other pages) are not counted. Stylesheets are listed for information and not counted (CSS total gzip ${kB(sum(styles, 'gzip'))}). 1 kB = 1000 bytes.`,
    '',
    '| File | Raw | Gzip -9 |',
    '| --- | ---: | ---: |',
    ...rows,
  ].join('\n');
  console.log(body);
  writeSection({
    name: 'bundle-size',
    title: 'Bundle size (home route)',
    command: 'npm run bench:bundle -w bench',
    body,
  });
  if (!ok) process.exitCode = 1;
}

main();
