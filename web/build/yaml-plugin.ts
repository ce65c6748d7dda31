import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

/**
 * Turns `*.yaml` imports into plain JS modules at build time, so the site's copy from `content/`
 * is bundled with the chunk that imports it and never fetched through the API.
 */
export function yamlPlugin(): Plugin {
  return {
    name: 'muyuan-yaml',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.yaml') && !file.endsWith('.yml')) return null;
      const data: unknown = parse(await readFile(file, 'utf8'));
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
