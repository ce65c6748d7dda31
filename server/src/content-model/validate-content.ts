import { contentError } from './content-error.ts';
import { validateFile } from './content-file.ts';
import { CONTENT_FILES, type ContentData, type ContentKey } from './content-schema.ts';
import { checkCrossReferences } from './cross-references.ts';
import { checkImageAlts } from './image-alt.ts';
import { checkMediaReferences, type StoredMedia } from './media-check.ts';
import { validatePages } from './page-files.ts';
import { checkVideoDescriptions } from './video-description.ts';

/** The content of every file before validation, as YAML (or a stored document) gives it. */
export type RawContent = Record<ContentKey, unknown>;

export interface ValidationPlace {
  /** How a file is named in errors, from its path under `content/` (`data/news.yaml`). */
  displayName: (relative: string) => string;
  /** Where `/media/...` addresses must point. */
  mediaDir: string;
  /** The uploaded files (`/media/u/...`) the content may point at; none when not given. */
  storedMedia?: StoredMedia;
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

/**
 * Checks every content file's value the one way both the seed (files) and a publish (documents in
 * the database) are checked: unique ids, the file's schema, media that exists, alt text and video
 * descriptions in their language, references between files. Throws a ContentError naming the file and
 * the field of the first problem.
 */
export function validateContent(raw: RawContent, place: ValidationPlace): ContentData {
  const data: Partial<Record<ContentKey, unknown>> = {};
  for (const [key, { file, schema }] of Object.entries(CONTENT_FILES)) {
    const value = raw[key as ContentKey];
    const name = place.displayName(file);
    checkUniqueIds(value, name);
    if (key === 'pages') {
      data.pages = validatePages(value, place);
      continue;
    }
    const parsed = validateFile(schema, value, name);
    checkMediaReferences(parsed, name, place.mediaDir, place.storedMedia);
    checkImageAlts(parsed, name, null);
    checkVideoDescriptions(parsed, name, null);
    data[key as ContentKey] = parsed;
  }
  checkCrossReferences(data as ContentData, place.displayName);
  return data as ContentData;
}
