import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { readYaml } from './content-file.ts';
import { CONTENT_FILES, type ContentData, type ContentKey } from './content-schema.ts';
import { checkNoSymbolicLinks, NO_STORED_MEDIA, type StoredMedia } from './media-check.ts';
import { readPageFolder } from './page-files.ts';
import { type RawContent, validateContent } from './validate-content.ts';

export interface ContentBundle {
  data: ContentData;
  /** Every file as its YAML holds it (before the schemas' defaults and transforms): what the documents store. */
  raw: RawContent;
  contentDir: string;
  mediaDir: string;
  /** The uploaded files (`/media/u/...`) the content was checked against. */
  storedMedia: StoredMedia;
}

/** How a file is named in error messages: `content/data/news.yaml` (the content folder's own name first). */
function displayName(contentDir: string, relative: string): string {
  return `${basename(contentDir)}/${relative}`;
}

/** The media folder of a content folder. */
export const contentMediaDir = (contentDir: string): string => resolve(contentDir, 'media');

/** Every content file's value as its YAML holds it, not yet validated (a missing file or bad YAML throws). */
export function readContentFiles(contentDir: string): RawContent {
  const raw: Partial<RawContent> = {};
  for (const [key, { file }] of Object.entries(CONTENT_FILES)) {
    raw[key as ContentKey] =
      key === 'pages'
        ? readPageFolder(contentDir, (relative) => displayName(contentDir, relative))
        : readYaml(resolve(contentDir, file), displayName(contentDir, file));
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
  return { data, raw, contentDir, mediaDir, storedMedia };
}
