import { APP_MODULES_ID, type AppModules } from '@muyuan/contract/prerender';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields this bench reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Attribute value of a tag, for double-, single- or unquoted attributes. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Turns an href or src of index.html into a path relative to the dist folder; external URLs give undefined. */
export function distRelativePath(reference: string): string | undefined {
  const url = new URL(reference, 'http://dist.invalid/index.html');
  if (url.host !== 'dist.invalid') return undefined;
  return decodeURIComponent(url.pathname).replace(/^\/+/, '');
}

/** The entry and preloads of the `#app-modules` list the app loader starts after the first paint (contract/src/prerender.ts). */
function appModulesOf(html: string): string[] {
  const match = new RegExp(`<script type="application/json" id="${APP_MODULES_ID}">([^<]*)</script>`).exec(html);
  if (!match) return [];
  const modules = JSON.parse(match[1] ?? '') as AppModules;
  return [modules.entry, ...modules.preload];
}

/**
 * The scripts index.html starts, as dist-relative paths in document order: its module scripts and
 * modulepreload links, and the entry and preloads its app loader requests (`#app-modules`).
 */
export function initialScriptsFromHtml(html: string): string[] {
  const files: string[] = [];
  for (const ref of appModulesOf(html)) {
    const path = distRelativePath(ref);
    if (path && !files.includes(path)) files.push(path);
  }
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isModuleScript = /^<script/i.test(tag) && attribute(tag, 'type') === 'module';
    const isPreload = /^<link/i.test(tag) && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload';
    const ref = isModuleScript ? attribute(tag, 'src') : isPreload ? attribute(tag, 'href') : undefined;
    const path = ref === undefined ? undefined : distRelativePath(ref);
    if (path && !files.includes(path)) files.push(path);
  }
  return files;
}

/** Stylesheets linked from index.html (reported for information; the budget is JavaScript). */
export function initialStylesFromHtml(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel')?.toLowerCase() === 'stylesheet')
    .map((tag) => distRelativePath(attribute(tag, 'href') ?? ''))
    .filter((p): p is string => Boolean(p));
}

/**
 * Adds every chunk the given files import statically (transitively), as the manifest records them.
 * Dynamic imports are left out: they load with their page, not with the first paint.
 */
export function withStaticImports(files: readonly string[], manifest: BuildManifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const result = [...files];
  const queue = files.map((f) => byFile.get(f)).filter((k): k is string => k !== undefined);
  const seen = new Set(queue);
  while (queue.length > 0) {
    const chunk = manifest[queue.shift() as string];
    for (const key of chunk?.imports ?? []) {
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(key);
      const file = manifest[key]?.file;
      if (file && !result.includes(file)) result.push(file);
    }
  }
  return result;
}
