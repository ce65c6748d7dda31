import { z } from 'zod';

/**
 * The console's "searches that found nothing" screen (issue 42, point 7): per ISO week (Asia/Shanghai), the
 * public searches that found no page, counted by language and normalized query. Counts only: the server
 * keeps nothing of who searched or when within the week.
 */

/** An ISO week as the server keys it: `2026-W48`. */
export const isoWeekSchema = z.string().regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'an ISO week such as 2026-W48');

/** How many searches of each list the screen shows. */
export const SEARCH_TALLY_TOP = 50;

/** How many weeks are kept (older ones are deleted). */
export const SEARCH_TALLY_KEPT_WEEKS = 12;

export const searchTallyQuerySchema = z.strictObject({
  /** The week to show; the current week when absent. */
  week: isoWeekSchema.optional(),
});
export type SearchTallyQuery = z.infer<typeof searchTallyQuerySchema>;

export const searchTallyRowSchema = z.object({
  /** Trimmed, whitespace collapsed, case-folded, at most MAX_SEARCH_KEYWORD_LENGTH characters. */
  query: z.string(),
  lang: z.enum(['zh', 'en']),
  count: z.number().int().nonnegative(),
});
export type SearchTallyRow = z.infer<typeof searchTallyRowSchema>;

export const searchTallyWeekSchema = z.object({
  week: isoWeekSchema,
  /** The week's Monday and Sunday, `YYYY-MM-DD`. */
  from: z.string(),
  to: z.string(),
});
export type SearchTallyWeek = z.infer<typeof searchTallyWeekSchema>;

export const searchTallySchema = z.object({
  /** The weeks that hold counts, and always the current one; newest first. */
  weeks: z.array(searchTallyWeekSchema),
  week: searchTallyWeekSchema,
  /** Every search of the week (first pages of results), found or not. */
  searches: z.number().int().nonnegative(),
  /** Searches that found neither a page nor a document, most frequent first (at most SEARCH_TALLY_TOP). */
  nothing: z.array(searchTallyRowSchema),
  /** Searches that found no page but found documents by their text. */
  documentsOnly: z.array(searchTallyRowSchema),
  /** Searches counted without their query: the week already held as many distinct queries as it keeps. */
  other: z.object({ nothing: z.number().int().nonnegative(), documentsOnly: z.number().int().nonnegative() }),
});
export type SearchTally = z.infer<typeof searchTallySchema>;
