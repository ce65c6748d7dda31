import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAGE_MODULES_ID } from '@muyuan/contract/prerender';
import { jsonForScript } from './html-escape.ts';

/** One entry of Vite's build manifest (the fields read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageFiles {
  styles: string[];
  scripts: string[];
}

/**
 * The chunks a prerendered page needs beyond the entry's: its page code and copy with their static
 * imports, and their style sheets (none while the build writes one sheet for the site). The head links
 * the style sheets, so the page is styled as it arrives, and names the scripts in `#page-modules` for
 * the app loader, which preloads them with the entry's after the first paint.
 */
export class PageAssets {
  private readonly manifest: Manifest;
  /** What index.html already links (the entry and everything it imports). */
  private readonly linked = new Set<string>();
  private readonly cache = new Map<string, PageFiles>();

  constructor(webDist: string) {
    const file = resolve(webDist, '.vite', 'manifest.json');
    this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
    for (const [key, chunk] of Object.entries(this.manifest)) {
      if (chunk.isEntry) this.collect(key, this.linked);
    }
  }

  /** Adds a chunk, its style sheets and its static imports (recursively) to `into`. */
  private collect(key: string, into: Set<string>): void {
    const chunk = this.manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) this.collect(imported, into);
  }

  /** The style sheets and scripts of the sources' chunks that index.html does not link already (site-relative). */
  files(sources: readonly string[]): PageFiles {
    const key = sources.join('\n');
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const files = new Set<string>();
    for (const source of sources) this.collect(source, files);
    const fresh = [...files].filter((f) => !this.linked.has(f)).map((f) => `/${f}`);
    const found = { styles: fresh.filter((f) => f.endsWith('.css')), scripts: fresh.filter((f) => f.endsWith('.js')) };
    this.cache.set(key, found);
    return found;
  }

  /** The head's `<link>` tags of the style sheets and the `#page-modules` list of the scripts. */
  headTags(sources: readonly string[]): string {
    const { styles, scripts } = this.files(sources);
    const modules =
      scripts.length > 0
        ? `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForScript(scripts)}</script>`
        : '';
    return styles.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`).join('') + modules;
  }
}
