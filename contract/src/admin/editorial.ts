import { z } from 'zod';

/**
 * The back office's content editing (issue 20): collections, records, drafts, versions. A record is
 * exchanged as it is written in its YAML file (both languages in one object); its schema lives with
 * the content model (server/src/content-model/content-schema.ts), which checks drafts and publishes alike.
 */

/** A record as its YAML file holds it (an object; checked by the collection's record schema). */
export const recordJsonSchema = z.record(z.string(), z.unknown());
export type RecordJson = z.infer<typeof recordJsonSchema>;

/** Where English stands: none yet, changed before the Chinese last did, up to date; null: no English block. */
export const englishStatusSchema = z.enum(['missing', 'older', 'current']).nullable();
export type EnglishStatus = z.infer<typeof englishStatusSchema>;

export const versionSourceSchema = z.enum(['import', 'console', 'restore']);
export type VersionSource = z.infer<typeof versionSourceSchema>;

export const collectionParamsSchema = z.strictObject({ collection: z.string().min(1).max(64) });
export const recordParamsSchema = collectionParamsSchema.extend({ id: z.string().min(1).max(64) });
export const versionParamsSchema = recordParamsSchema.extend({
  number: z.coerce.number().int().min(1).max(1_000_000_000),
});
export const diffQuerySchema = z.strictObject({
  from: z.coerce.number().int().min(1).max(1_000_000_000),
  to: z.coerce.number().int().min(1).max(1_000_000_000),
});

/** The widths a draft is previewed at: the desktop and the phone layout (the page renderer's two). */
export const PREVIEW_DEVICES = ['desktop', 'phone'] as const;
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];

/**
 * A draft shown as a page: whose draft (the caller's own by default), the language and layout, and
 * optionally another route of the site than the record's own page (`/financial`, `/detail/news/n1`).
 */
export const previewQuerySchema = z.strictObject({
  author: z
    .string()
    .regex(/^(account|token):[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  lang: z.enum(['zh', 'en']).default('zh'),
  device: z.enum(PREVIEW_DEVICES).default('desktop'),
  route: z
    .string()
    .max(300)
    // Printable ASCII without `#` (a route, not a hash address), not `//` (another host).
    .regex(/^\/(?![/\\])[\x21\x22\x24-\x7e]*$/)
    .optional(),
});
export type PreviewQuery = z.infer<typeof previewQuerySchema>;
/** The app's preview: whose draft and which layout; the language is in the address, the route in its hash. */
export const previewAppParamsSchema = recordParamsSchema.extend({ lang: z.enum(['zh', 'en']) });
export const previewAppQuerySchema = previewQuerySchema.pick({ author: true, device: true });
export const previewApiParamsSchema = recordParamsSchema.extend({
  author: z.string().regex(/^(account|token):[A-Za-z0-9_-]{1,64}$/),
});

export const collectionSummarySchema = z.object({
  collection: z.string(),
  /** The seed file it comes from, e.g. `data/news.yaml`. */
  file: z.string(),
  /** One record (site settings, the company brief) rather than a list. */
  single: z.boolean(),
  records: z.number().int(),
  published: z.number().int(),
  englishMissing: z.number().int(),
  englishOlder: z.number().int(),
});
export const collectionListSchema = z.object({ list: z.array(collectionSummarySchema) });
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
export type CollectionList = z.infer<typeof collectionListSchema>;

export const recordSummarySchema = z.object({
  id: z.string(),
  title: z.object({ zh: z.string().nullable(), en: z.string().nullable() }),
  published: z.boolean(),
  /** Drafts of it by anyone (each editor has their own). */
  drafts: z.number().int(),
  english: englishStatusSchema,
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;
/** The most records one page of a list holds. */
export const RECORD_PAGE_SIZE_MAX = 200;

/**
 * One page of a collection's records (file order, then records that exist only as drafts), filtered by
 * words of the id or either title (`q`), by status (`published`, `unpublished`, or `drafts`: with a draft
 * waiting) and by where English stands.
 */
export const recordListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORD_PAGE_SIZE_MAX).default(100),
  q: z.string().trim().max(100).optional(),
  status: z.enum(['published', 'unpublished', 'drafts']).optional(),
  english: z.enum(['missing', 'older', 'current']).optional(),
});
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

export const recordListSchema = z.object({
  list: z.array(recordSummarySchema),
  /** Records matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RecordList = z.infer<typeof recordListSchema>;

export const draftSchema = z.object({
  /** `account:<id>` or `token:<id>`: a publisher publishes someone's draft by naming its author. */
  author: z.string(),
  authorName: z.string().nullable(),
  json: recordJsonSchema,
  /** The version the draft was started from (null: a new record). */
  baseVersion: z.number().int().nullable(),
  savedAt: z.string(),
});

export const recordDetailSchema = z.object({
  collection: z.string(),
  id: z.string(),
  /** The latest version's number (0: a record that exists only as the caller's draft). */
  version: z.number().int(),
  published: z.boolean(),
  /** The record as last published (kept while unpublished); null for a record never published. */
  json: recordJsonSchema.nullable(),
  english: englishStatusSchema,
  /** The caller's own draft, if any. */
  draft: draftSchema.nullable(),
  /** Every draft of the record, the caller's included, newest first (for review). */
  drafts: z.array(draftSchema),
});
export type Draft = z.infer<typeof draftSchema>;
export type RecordDetail = z.infer<typeof recordDetailSchema>;

export const draftSaveSchema = z.strictObject({
  json: recordJsonSchema,
  baseVersion: z.number().int().min(0).nullable(),
});

/**
 * Publish a draft (the caller's, or `author`'s when a publisher reviews an editor's), or the given
 * JSON: then `baseVersion` (the version the JSON was edited from, null for a new record) is required,
 * so nobody overwrites a change unseen.
 */
export const publishRequestSchema = z
  .strictObject({
    author: z.string().min(1).max(200).optional(),
    json: recordJsonSchema.optional(),
    baseVersion: z.number().int().min(0).nullable().optional(),
  })
  .refine((b) => b.json === undefined || (b.baseVersion !== undefined && b.author === undefined), {
    message: 'json needs baseVersion, and no author',
    path: ['baseVersion'],
  });

/** Unpublishing and restoring name the version they were decided on (refused 409 when it is no longer the latest). */
export const baseVersionRequestSchema = z.strictObject({ baseVersion: z.number().int().min(1) });

export const versionSummarySchema = z.object({
  number: z.number().int(),
  source: versionSourceSchema,
  /** False for a version that unpublished the record. */
  published: z.boolean(),
  actor: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export const versionListSchema = z.object({ list: z.array(versionSummarySchema) });
export type VersionList = z.infer<typeof versionListSchema>;
export const versionDetailSchema = versionSummarySchema.extend({ json: recordJsonSchema.nullable() });

/** What a publish, unpublish or restore answers: the record's new latest version. */
export const publishResultSchema = z.object({ version: z.number().int(), published: z.boolean() });
export type PublishResult = z.infer<typeof publishResultSchema>;

/** One field that differs between two versions: `zh.title`, `en.attachments[0].file`... */
export const fieldChangeSchema = z.object({
  path: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;
export const diffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(fieldChangeSchema),
});
export type VersionDiff = z.infer<typeof diffSchema>;

/** A field a record's schema refused (answered with 400 `invalid_record` / `publish_invalid`). */
export const fieldErrorSchema = z.object({
  /** Within the record (`zh.title`); for a publish refused elsewhere, in another record (see `collection`, `id`). */
  path: z.string(),
  message: z.string(),
  collection: z.string().optional(),
  id: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Publish the author's draft (the caller's by default) at a minute: ISO 8601 with its offset (the
 * console sends Beijing time, +08:00), a whole minute, later than now. It replaces the record's
 * pending schedule, if any.
 */
export const scheduleRequestSchema = z.strictObject({
  author: z.string().min(1).max(200).optional(),
  at: z.iso
    .datetime({ offset: true })
    .refine((at) => Date.parse(at) % 60_000 === 0, { message: 'a whole minute (seconds 00)' }),
});

export const scheduleStateSchema = z.enum(['pending', 'published', 'failed', 'cancelled']);

export const scheduleSchema = z.object({
  id: z.string(),
  collection: z.string(),
  recordId: z.string(),
  author: z.string(),
  /** The minute, in UTC (ISO 8601). */
  at: z.string(),
  state: scheduleStateSchema,
  scheduledBy: z.string(),
  scheduledByName: z.string().nullable(),
  scheduledAt: z.string(),
  doneAt: z.string().nullable(),
  /** The version it published. */
  version: z.number().int().nullable(),
  /** Why it failed (an error code such as `stale_base` or `no_draft`). */
  error: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleListSchema = z.object({ list: z.array(scheduleSchema) });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

/**
 * What the console builds a collection's form from: the record schema of the importer as JSON Schema
 * (draft 2020-12, the input side: what a YAML file or a draft holds). Markdown bodies carry
 * `contentMediaType: text/markdown`, media addresses `format: media-path`.
 */
export const collectionSchemaSchema = z.object({
  collection: z.string(),
  single: z.boolean(),
  /** The field that names a record (`id`, or `year`, `code` in a few collections). */
  idField: z.string(),
  /** Whether records have `zh`/`en` blocks, and whether English may be left out. */
  english: z.enum(['optional', 'required', 'none']),
  schema: z.record(z.string(), z.unknown()),
});
export type CollectionSchema = z.infer<typeof collectionSchemaSchema>;

/** The longest Markdown the preview renders (a body far longer than any article). */
export const MARKDOWN_PREVIEW_MAX = 200_000;
export const markdownPreviewRequestSchema = z.strictObject({ markdown: z.string().max(MARKDOWN_PREVIEW_MAX) });
export const markdownPreviewSchema = z.object({ html: z.string() });
