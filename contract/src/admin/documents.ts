import { z } from 'zod';

/**
 * The console's view of the text read from published PDFs (issue 42, points 4 and 6): every address of a
 * PDF a published record uses, what reading its bytes gave, and a way to have one read again.
 */

/**
 * What came of reading a file, as the console tells them apart: `text` (its text layer), `ocr` (a scan
 * read by OCR), `no-text` (a scan with no text layer, not read by OCR), `failed` (the reason says why),
 * `waiting` (not read yet: just published, or asked to be read again).
 */
/** The SHA-256 of a file's bytes, 64 lowercase hex digits (content/ files have one as much as uploads). */
export const documentHashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'the SHA-256 of the file, 64 lowercase hex digits');

export const DOCUMENT_STATES = ['text', 'ocr', 'no-text', 'failed', 'waiting'] as const;
export const documentStateSchema = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof documentStateSchema>;

/**
 * Why reading failed, as the reader records it (server/src/documents/pdf-text.ts, limits.ts): damaged
 * bytes, a password, too large (bytes or pages), too slow, out of memory. The answer carries the code as
 * stored, so a reason added later shows as its code rather than nothing.
 */
export const DOCUMENT_READ_FAILURES = ['damaged', 'encrypted', 'too-large', 'timeout', 'out-of-memory'] as const;
export type DocumentReadFailure = (typeof DOCUMENT_READ_FAILURES)[number];

/** A published record whose JSON names the address. */
export const documentUseSchema = z.object({ collection: z.string(), id: z.string() });
export type DocumentUse = z.infer<typeof documentUseSchema>;

export const documentFileSchema = z.object({
  /** The site address (`/media/files/…` or `/media/u/<sha256>.pdf`). */
  path: z.string(),
  /** The name a media-library file was uploaded under (for display); null for content/ files, named by their address. */
  uploadName: z.string().nullable(),
  /** SHA-256 of the bytes it served when last looked at: what "read again" names. */
  hash: documentHashSchema,
  state: documentStateSchema,
  /** Why reading failed (`failed` only; see DOCUMENT_READ_FAILURES); null otherwise. */
  reason: z.string().nullable(),
  /** Pages read (`text`, `ocr`), or counted (`no-text`); 0 when failed or waiting. */
  pageCount: z.number().int(),
  /** Bytes, as read; null while waiting. */
  size: z.number().int().nullable(),
  /** When it was read (ISO); null while waiting. */
  readAt: z.string().nullable(),
  usedBy: z.array(documentUseSchema),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const documentListQuerySchema = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  state: documentStateSchema.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentPageSchema = z.object({
  list: z.array(documentFileSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** Addresses in each state, whatever the filter. */
  counts: z.record(documentStateSchema, z.number().int()),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

export const documentParamsSchema = z.strictObject({ hash: documentHashSchema });

/** What "read again" did: the file's record forgotten, and the addresses now waiting for the reader. */
export const readAgainAnswerSchema = z.object({ hash: documentHashSchema, paths: z.array(z.string()) });
export type ReadAgainAnswer = z.infer<typeof readAgainAnswerSchema>;

/** What the media library says of an uploaded PDF's text (only once a published record has used it). */
export const mediaTextSchema = z.object({ state: documentStateSchema, reason: z.string().nullable() });
export type MediaText = z.infer<typeof mediaTextSchema>;
