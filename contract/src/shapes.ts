import { z } from 'zod';
import { langSchema } from './lang.ts';

/** Content shapes reused by several API groups. */

/** A media address: site-relative (`/media/...`) or absolute http(s). */
export const mediaUrlSchema = z.string().min(1).max(500);

export const bannerSchema = z.object({
  id: z.string(),
  picInfo: mediaUrlSchema,
  title: z.string(),
  subtitle: z.string(),
  linkUrl: z.string().nullable(),
  videoInfo: z.string().nullable(),
  /** What the video shows, in words (null without a video): shown under it as it plays. */
  videoDescription: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** ISO calendar date, `YYYY-MM-DD`. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A summary row of any article list (news, securities news, responsibility dynamics). */
export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: mediaUrlSchema.nullable(),
  publishDate: dateSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleLinkSchema = z.object({ id: z.string(), title: z.string() });

/**
 * The languages a record is published in, Chinese first (a news item may be Chinese-only): the
 * language switch leads to the record in the other language only where it exists.
 */
export const recordLanguagesSchema = z.array(langSchema).min(1);

/** A downloadable file (PDF) with its size in bytes. */
export const fileSchema = z.object({ url: mediaUrlSchema, size: z.number().int().nonnegative() });

/** A file attached to an article, with the title it is listed under. */
export const attachmentSchema = fileSchema.extend({ title: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** An article with its body as sanitized HTML, its attachments and its neighbours in the same list. */
export const articleDetailSchema = articleSummarySchema.extend({
  content: z.string(),
  source: z.string().nullable(),
  /** An illustrative article (a placeholder publication's report): the page labels it as sample content. */
  sample: z.boolean(),
  attachments: z.array(attachmentSchema),
  prev: articleLinkSchema.nullable(),
  next: articleLinkSchema.nullable(),
  languages: recordLanguagesSchema,
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** A label/value row of a sales card (e.g. litter size: 14.2 head). */
export const labelValueSchema = z.object({ label: z.string(), value: z.string() });

/** A card with a title and label/value rows: breeding pigs, pig and pork sales. */
export const salesCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: mediaUrlSchema.nullable(),
  rows: z.array(labelValueSchema),
});
export type SalesCard = z.infer<typeof salesCardSchema>;

/** Statistic item of the spec: a number, its unit and a caption. */
export const statisticSchema = z.object({ num: z.string(), unit: z.string(), txt: z.string() });
export type Statistic = z.infer<typeof statisticSchema>;
