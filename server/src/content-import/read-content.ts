import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Lang } from '@muyuan/contract/lang';
import { pageCopySchema } from '@muyuan/contract/page-copy';
import { ROUTES } from '@muyuan/contract/sitemap';
import { parse } from 'yaml';
import type { z } from 'zod';
import { contentError } from './content-error.ts';
import { CONTENT_FILES, type ContentData, type ContentKey } from './content-schema.ts';
import { checkCrossReferences } from './cross-references.ts';
import { checkImageAlts } from './image-alt.ts';
import { checkMediaReferences, checkNoSymbolicLinks } from './media-check.ts';
import { pageCopyText } from './page-text.ts';

/** The static copy of one page in one language, flattened for search. */
export interface PageCopy {
  id: string;
  lang: Lang;
  link: string;
  title: string;
  description: string;
  /** Every other string of the page file (headings, paragraphs, captions), one per line. */
  text: string;
}

export interface ContentBundle {
  data: ContentData;
  pages: PageCopy[];
  contentDir: string;
  mediaDir: string;
}

/** How a file is named in error messages: `content/data/news.yaml` (the content folder's own name first). */
function displayName(contentDir: string, relative: string): string {
  return `${basename(contentDir)}/${relative}`;
}

function readYaml(full: string, name: string): unknown {
  if (!existsSync(full)) throw contentError(name, null, 'file is missing');
  try {
    return parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw contentError(name, null, `not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function validate<S extends z.ZodType>(schema: S, value: unknown, name: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw contentError(name, issue?.path ?? [], issue?.message ?? 'invalid');
  }
  return result.data;
}

/** Ids must be unique within a file (they are the records' stable keys). */
function checkUniqueIds(value: unknown, name: string): void {
  if (!Array.isArray(value)) return;
  const seen = new Set<string>();
  value.forEach((record: unknown, i) => {
    const id = record && typeof record === 'object' && 'id' in record ? String(record.id) : null;
    if (id === null) return;
    if (seen.has(id)) throw contentError(name, [i, 'id'], `duplicate id "${id}"`);
    seen.add(id);
  });
}

const LINK_BY_PAGE_ID = new Map(ROUTES.map((r) => [r.item.id, r.item.link ?? '/']));

function readPages(contentDir: string, mediaDir: string): PageCopy[] {
  const pagesDir = resolve(contentDir, 'pages');
  if (!existsSync(pagesDir)) return [];
  const pages: PageCopy[] = [];
  for (const id of readdirSync(pagesDir).sort()) {
    const link = LINK_BY_PAGE_ID.get(id);
    if (link === undefined) {
      throw contentError(
        displayName(contentDir, `pages/${id}`),
        null,
        'unknown page id (not in contract sitemap ROUTES)',
      );
    }
    for (const lang of ['zh', 'en'] as const) {
      const relative = `pages/${id}/${lang}.yaml`;
      const full = resolve(pagesDir, id, `${lang}.yaml`);
      if (!existsSync(full)) continue;
      const name = displayName(contentDir, relative);
      const copy = validate(pageCopySchema, readYaml(full, name), name);
      checkMediaReferences(copy, name, mediaDir);
      checkImageAlts(copy, name, lang);
      pages.push({ id, lang, link, title: copy.title, description: copy.description, text: pageCopyText(copy, lang) });
    }
  }
  return pages;
}

/**
 * Reads and validates every content file. Throws a ContentError naming the file and the field of the
 * first problem (missing file, YAML syntax, schema, duplicate id, missing media, a symbolic link in
 * the media folder, a picture without alt text in its language, a reference to a record of another file that does not exist); nothing is written.
 */
export function readContent(contentDir: string): ContentBundle {
  const mediaDir = resolve(contentDir, 'media');
  if (existsSync(mediaDir)) checkNoSymbolicLinks(mediaDir, displayName(contentDir, 'media'));
  const data: Partial<Record<ContentKey, unknown>> = {};
  for (const [key, { file, schema }] of Object.entries(CONTENT_FILES)) {
    const name = displayName(contentDir, file);
    const raw = readYaml(resolve(contentDir, file), name);
    checkUniqueIds(raw, name);
    const parsed = validate(schema, raw, name);
    checkMediaReferences(parsed, name, mediaDir);
    checkImageAlts(parsed, name, null);
    data[key as ContentKey] = parsed;
  }
  checkCrossReferences(data as ContentData, (relative) => displayName(contentDir, relative));
  return { data: data as ContentData, pages: readPages(contentDir, mediaDir), contentDir, mediaDir };
}
