import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from '@muyuan/contract/lang';
import { type PageCopy, pageCopySchema } from '@muyuan/contract/page-copy';
import { ROUTES } from '@muyuan/contract/sitemap';
import { z } from 'zod';
import { type ContentError, contentError } from './content-error.ts';
import { readYaml, validateFile } from './content-file.ts';
import { checkImageAlts } from './image-alt.ts';
import { checkMediaReferences, type StoredMedia } from './media-check.ts';
import { checkVideoDescriptions } from './video-description.ts';

/**
 * The copy of every page as one collection, `pages`: a record per page (its navigation id), its Chinese
 * and English copy side by side like every other record. In a content folder the collection is not one
 * file but `pages/<id>/<zh|en>.yaml`, so authors keep a file per page; this module reads, checks and
 * writes that layout, and names a problem by the page file it is in.
 */
export const PAGES_FOLDER = 'pages';

/** Where each page lives: its link in the site's navigation. */
export const LINK_BY_PAGE_ID: ReadonlyMap<string, string> = new Map(ROUTES.map((r) => [r.item.id, r.item.link ?? '/']));
const PAGE_IDS = [...LINK_BY_PAGE_ID.keys()] as [string, ...string[]];

/** One page's record: its navigation id and its copy in Chinese and, unless the page is Chinese only, English. */
export const pageRecordSchema = z.strictObject({
  id: z.enum(PAGE_IDS),
  zh: pageCopySchema,
  en: pageCopySchema.optional(),
});
export const pagesFileSchema = z.array(pageRecordSchema);
export type PageRecord = z.output<typeof pageRecordSchema>;

const LANGS = ['zh', 'en'] as const;

/** A page file's path in a content folder. */
export const pageFileOf = (id: string, lang: Lang): string => `${PAGES_FOLDER}/${id}/${lang}.yaml`;

/** The page and language a page file's path names, or null for another file. */
export function pageOfFile(file: string): { id: string; lang: Lang } | null {
  const match = /(?:^|\/)pages\/([^/]+)\/(zh|en)\.yaml$/.exec(file);
  return match ? { id: match[1] as string, lang: match[2] as Lang } : null;
}

/**
 * The `pages` collection as a content folder holds it (not yet validated): one record per folder under
 * `pages/`, sorted by id, with the language files it has. A folder that is no page of the site is refused.
 */
export function readPageFolder(contentDir: string, displayName: (relative: string) => string): unknown[] {
  const pagesDir = resolve(contentDir, PAGES_FOLDER);
  if (!existsSync(pagesDir)) return [];
  return readdirSync(pagesDir)
    .sort()
    .map((id) => {
      if (!LINK_BY_PAGE_ID.has(id))
        throw contentError(
          displayName(`${PAGES_FOLDER}/${id}`),
          null,
          'unknown page id (not in contract sitemap ROUTES)',
        );
      const record: Record<string, unknown> = { id };
      for (const lang of LANGS) {
        const full = resolve(pagesDir, id, `${lang}.yaml`);
        if (existsSync(full)) record[lang] = readYaml(full, displayName(pageFileOf(id, lang)));
      }
      return record;
    });
}

/** The page files of the collection's value, for an export: each page's language blocks it has. */
export function pageFilesOf(records: readonly Record<string, unknown>[]): { file: string; value: unknown }[] {
  return records.flatMap((record) =>
    LANGS.filter((lang) => record[lang] !== undefined).map((lang) => ({
      file: pageFileOf(String(record.id), lang),
      value: record[lang],
    })),
  );
}

/**
 * Checks the `pages` collection page by page and language by language, each as its own file (unique ids
 * are checked with every collection's, validate-content.ts): the copy's schema, media that exists, alt
 * text and video descriptions in the page's language. A problem is named by the page file (`content/pages/culture/zh.yaml: blocks[2].imageAlt: …`).
 */
export function validatePages(
  value: unknown,
  place: { displayName: (relative: string) => string; mediaDir: string; storedMedia?: StoredMedia },
): PageRecord[] {
  const folder = place.displayName(PAGES_FOLDER);
  if (!Array.isArray(value)) throw contentError(folder, null, 'a list of pages');
  const records = value.map((record: unknown) => {
    const fields = (record && typeof record === 'object' ? record : {}) as Record<string, unknown>;
    const copies: Partial<Record<Lang, PageCopy>> = {};
    for (const lang of LANGS) {
      if (fields[lang] === undefined) continue;
      const name = place.displayName(pageFileOf(String(fields.id), lang));
      const copy = validateFile(pageCopySchema, fields[lang], name);
      checkMediaReferences(copy, name, place.mediaDir, place.storedMedia);
      checkImageAlts(copy, name, lang);
      checkVideoDescriptions(copy, name, lang);
      copies[lang] = copy;
    }
    return { ...fields, ...copies };
  });
  // The records' own shape last (an unknown page id, a field beside zh and en, no Chinese), said of the folder.
  return validateFile(pagesFileSchema, records, folder);
}

/** An error in a page file told as the collection's record and field (`zh.blocks[2].imageAlt` of `culture`). */
export function pageErrorPlace(error: ContentError): { id: string; path: PropertyKey[] } | null {
  const page = pageOfFile(error.file);
  return page ? { id: page.id, path: [page.lang, ...(error.path ?? [])] } : null;
}
