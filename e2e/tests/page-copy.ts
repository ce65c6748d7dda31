import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '@muyuan/contract/page-copy';
import { parse } from 'yaml';

/** A page's copy as content/pages holds it: what a content-only part of a page must show. */
export function pageCopy(id: string, lang: Lang): PageCopy {
  const file = resolve(import.meta.dirname, `../../content/pages/${id}/${lang}.yaml`);
  const copy = parse(readFileSync(file, 'utf8')) as PageCopy;
  return { ...copy, blocks: copy.blocks ?? [] };
}

/** The blocks of one type in a page's copy. */
export function blocksOf<T extends PageCopy['blocks'][number]['type']>(copy: PageCopy, type: T) {
  return copy.blocks.filter((b): b is Extract<PageCopy['blocks'][number], { type: T }> => b.type === type);
}
