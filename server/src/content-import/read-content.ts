import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Lang } from '@muyuan/contract/lang';
import { pageCopySchema } from '@muyuan/contract/page-copy';
import { ROUTES } from '@muyuan/contract/sitemap';
import { parse } from 'yaml';
import { contentError } from './content-error.ts';
import { CONTENT_FILES, type ContentData, type ContentKey } from './content-schema.ts';
import { checkImageAlts } from './image-alt.ts';
import { checkMediaReferences, checkNoSymbolicLinks, NO_STORED_MEDIA, type StoredMedia } from './media-check.ts';
import { pageCopyText } from './page-text.ts';
import { type RawContent, validateContent, validateFile } from './validate-content.ts';
import { checkVideoDescriptions } from './video-description.ts';

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
  /** Every file as its YAML holds it (before the schemas' defaults and transforms): what the documents store. */
  raw: RawContent;
  pages: PageCopy[];
  contentDir: string;
  mediaDir: string;
  /** The uploaded files (`/media/u/...`) the content was checked against. */
  storedMedia: StoredMedia;
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

const LINK_BY_PAGE_ID = new Map(ROUTES.map((r) => [r.item.id, r.item.link ?? '/']));

/** The media folder of a content folder. */
export const contentMediaDir = (contentDir: string): string => resolve(contentDir, 'media');

/** Every page's static copy under `content/pages/`, validated. */
export function readPages(contentDir: string, mediaDir: string): PageCopy[] {
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
      const copy = validateFile(pageCopySchema, readYaml(full, name), name);
      checkMediaReferences(copy, name, mediaDir);
      checkImageAlts(copy, name, lang);
      checkVideoDescriptions(copy, name, lang);
      pages.push({ id, lang, link, title: copy.title, description: copy.description, text: pageCopyText(copy, lang) });
    }
  }
  return pages;
}

/** Every content file's value as its YAML holds it, not yet validated (a missing file or bad YAML throws). */
export function readContentFiles(contentDir: string): RawContent {
  const raw: Partial<RawContent> = {};
  for (const [key, { file }] of Object.entries(CONTENT_FILES)) {
    raw[key as ContentKey] = readYaml(resolve(contentDir, file), displayName(contentDir, file));
  }
  return raw as RawContent;
}

/**
 * Reads and validates every content file. Throws a ContentError naming the file and the field of the
 * first problem (missing file, YAML syntax, schema, duplicate id, missing media (uploaded files:
 * those of `storedMedia`), a symbolic link in
 * the media folder, a picture without alt text in its language, a reference to a record of another
 * file that does not exist); nothing is written.
 */
export function readContent(contentDir: string, storedMedia: StoredMedia = NO_STORED_MEDIA): ContentBundle {
  const mediaDir = contentMediaDir(contentDir);
  if (existsSync(mediaDir)) checkNoSymbolicLinks(mediaDir, displayName(contentDir, 'media'));
  const raw = readContentFiles(contentDir);
  const data = validateContent(raw, {
    displayName: (relative) => displayName(contentDir, relative),
    mediaDir,
    storedMedia,
  });
  return { data, raw, pages: readPages(contentDir, mediaDir), contentDir, mediaDir, storedMedia };
}
