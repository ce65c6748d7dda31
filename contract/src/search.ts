import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { MAX_SEARCH_KEYWORD_LENGTH } from './constants.ts';
import { getEndpoint } from './endpoint.ts';
import { langSchema } from './lang.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { dateSchema } from './shapes.ts';

export const searchKindSchema = z.enum(['news', 'notice', 'securitiesNews', 'dynamic', 'page']);
export type SearchKind = z.infer<typeof searchKindSchema>;

export const searchHitSchema = z.object({
  id: z.string(),
  kind: searchKindSchema,
  title: z.string(),
  /** Plain text around the first match. */
  snippet: z.string(),
  /** Hash route of the site that shows the hit, e.g. `/detail/news/cn-2024-01`; a file URL for announcements. */
  route: z.string(),
  publishDate: dateSchema.nullable(),
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchKey = getEndpoint({
  path: API_PATHS.searchKey,
  query: pageQuerySchema.extend({
    keyword: z.string().trim().min(1).max(MAX_SEARCH_KEYWORD_LENGTH),
  }),
  data: pageSchema(searchHitSchema),
  summary: 'Site search over news, announcements, securities news, dynamics and pages; ranked, paged',
});

/**
 * What a published PDF is on the site (issue 42): an announcement, a periodic report, a social-responsibility
 * report, or another document a record links (an article's attachment or a PDF in its text).
 */
export const documentKindSchema = z.enum(['announcement', 'periodicReport', 'responsibilityReport', 'other']);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** How many pages of one document a result shows. */
export const MAX_DOCUMENT_PAGE_HITS = 3;

export const documentPageHitSchema = z.object({
  /** 1-based, as the PDF viewer counts. */
  page: z.number().int().positive(),
  /** Plain text around the first match on that page; the web marks the matched words itself. */
  snippet: z.string(),
  /** The file's address opened at that page: `<file>#page=<page>`. */
  route: z.string(),
});
export type DocumentPageHit = z.infer<typeof documentPageHitSchema>;

export const documentHitSchema = z.object({
  /** The published record's title in the visitor's language (a Chinese-only announcement's in Chinese). */
  title: z.string(),
  kind: documentKindSchema,
  /** The record's publish date; null for the responsibility reports, which carry a year only. */
  publishDate: dateSchema.nullable(),
  /** The year the record is filed under on its own page (a periodic report's financial year). */
  year: z.number().int(),
  /** The PDF's site address. */
  file: z.string(),
  /** The language the PDF is written in, so a Chinese PDF in English results can say so. */
  fileLang: langSchema,
  /** The text was read by OCR from a scan: it may hold misread words. */
  ocr: z.boolean(),
  /** The best pages first, at most MAX_DOCUMENT_PAGE_HITS. */
  pages: z.array(documentPageHitSchema).max(MAX_DOCUMENT_PAGE_HITS),
  score: z.number(),
});
export type DocumentHit = z.infer<typeof documentHitSchema>;

const countSchema = z.number().int().nonnegative();

export const documentSearchSchema = pageSchema(documentHitSchema).extend({
  /** The keyword's documents per kind, with the year filter applied but not the kind filter (every kind listed). */
  kinds: z.array(z.object({ kind: documentKindSchema, count: countSchema })),
  /** The keyword's documents per year, newest first, with the kind filter applied but not the year filter. */
  years: z.array(z.object({ year: z.number().int(), count: countSchema })),
});
export type DocumentSearch = z.infer<typeof documentSearchSchema>;

export const searchDocuments = getEndpoint({
  path: API_PATHS.searchDocuments,
  query: pageQuerySchema.extend({
    keyword: z.string().trim().min(1).max(MAX_SEARCH_KEYWORD_LENGTH),
    kind: documentKindSchema.optional(),
    year: z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .optional(),
  }),
  data: documentSearchSchema,
  summary: 'Search inside the published PDFs, down to the page: ranked documents with up to three pages each; paged',
});
