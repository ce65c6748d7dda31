import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { MAX_SEARCH_KEYWORD_LENGTH } from './constants.ts';
import { getEndpoint } from './endpoint.ts';
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
