import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parse } from 'yaml';
import type { ContentDocument } from './fields.ts';

/**
 * Every YAML copy file of a content folder: `site.yaml`, `data/*.yaml` and `pages/<id>/<zh|en>.yaml`
 * (the page files carry their language in their name). Named as the importer names them
 * (`content/data/news.yaml`).
 */
export function readContentDocuments(contentDir: string): ContentDocument[] {
  const name = (relative: string) => `${basename(contentDir)}/${relative}`;
  const read = (relative: string) => parse(readFileSync(resolve(contentDir, relative), 'utf8')) as unknown;
  const docs: ContentDocument[] = [];
  if (existsSync(resolve(contentDir, 'site.yaml'))) docs.push({ file: name('site.yaml'), value: read('site.yaml') });
  const dataDir = resolve(contentDir, 'data');
  if (existsSync(dataDir)) {
    for (const file of readdirSync(dataDir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      docs.push({ file: name(`data/${file}`), value: read(`data/${file}`) });
    }
  }
  const pagesDir = resolve(contentDir, 'pages');
  if (existsSync(pagesDir)) {
    for (const id of readdirSync(pagesDir).sort()) {
      for (const lang of ['zh', 'en'] as const) {
        const relative = `pages/${id}/${lang}.yaml`;
        if (existsSync(resolve(contentDir, relative))) docs.push({ file: name(relative), lang, value: read(relative) });
      }
    }
  }
  return docs;
}
