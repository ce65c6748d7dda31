import { z } from 'zod';
import { mediaTextSchema } from './documents.ts';

/**
 * The back office's media store (issue 20, items 7 and 8): files uploaded in the console, kept in the
 * database under the SHA-256 of their bytes and served at `/media/u/<sha256>.<ext>` (forever: a name
 * never changes its bytes, and a file in use is never deleted).
 */

/** Where uploaded files are served; a name is `<sha256 hex>.<ext>`. */
export const UPLOADED_MEDIA_PREFIX = '/media/u/';

/** What a file is, by what its bytes are (never by its name). */
export const MEDIA_KINDS = ['image', 'pdf', 'video'] as const;
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof mediaKindSchema>;

export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'the SHA-256 of the file, 64 lowercase hex digits');

/** The address of an uploaded file's name, `<sha256>.<ext>` (the extension says its type). */
export const UPLOADED_MEDIA_NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,4})$/;

export const mediaFileSchema = z.object({
  /** `/media/u/<sha256>.<ext>`: what records point at. */
  path: z.string(),
  sha256: sha256Schema,
  kind: mediaKindSchema,
  mime: z.string(),
  /** Bytes as stored (after metadata was removed and SVG sanitized). */
  size: z.number().int(),
  /** The name it was uploaded under, cleaned: for display only, never a path. */
  name: z.string(),
  uploadedAt: z.string(),
  /** `account:<id>` or `token:<id>`. */
  uploadedBy: z.string(),
  uploadedByName: z.string().nullable(),
  /** A PDF's title (document info, else XMP) and page count, each null when it could not be read. */
  pdf: z.object({ title: z.string().nullable(), pages: z.number().int().nullable() }).optional(),
  /** An image's size in pixels (SVG: from its viewBox or width/height, when given). */
  image: z.object({ width: z.number().int(), height: z.number().int() }).optional(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** A record whose published JSON or a draft of it points at a file. */
export const mediaUseSchema = z.object({
  collection: z.string(),
  id: z.string(),
  /** Published (the site shows it), or only in someone's draft. */
  published: z.boolean(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaListItemSchema = mediaFileSchema.extend({
  usedBy: z.array(mediaUseSchema),
  /** A PDF's text as the document reader found it, once a published record has used it (documents.ts). */
  text: mediaTextSchema.optional(),
});
export type MediaListItem = z.infer<typeof mediaListItemSchema>;

export const mediaListQuerySchema = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  kind: mediaKindSchema.optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaPageSchema = z.object({
  list: z.array(mediaListItemSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;

export const mediaParamsSchema = z.strictObject({ sha256: sha256Schema });

/** A refused delete names the records in the way (`data` of the 409 envelope). */
export const mediaInUseSchema = z.object({ usedBy: z.array(mediaUseSchema) });
