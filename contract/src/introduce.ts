import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint, querylessEndpoint } from './endpoint.ts';
import { detailQuerySchema, pageQuerySchema, pageSchema } from './paging.ts';
import { articleDetailSchema, articleSummarySchema, mediaUrlSchema, statisticSchema } from './shapes.ts';

/** company news, media focus, and recruitment news (shown on the recruitment page only). */
export const newsCategorySchema = z.enum(['company', 'media', 'recruitment']);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsList = getEndpoint({
  path: API_PATHS.newsList,
  query: pageQuerySchema.extend({
    /** company = company news (default), media = media focus, recruitment = recruitment news. */
    category: newsCategorySchema.optional().transform((c) => c ?? 'company'),
  }),
  data: pageSchema(articleSummarySchema),
  summary: 'Company news, media focus or recruitment news, newest first, paged',
});

export const newsDetail = getEndpoint({
  path: API_PATHS.newsDetail,
  query: detailQuerySchema,
  data: articleDetailSchema.extend({ category: newsCategorySchema }),
  summary: 'One news article',
});

export const briefSchema = z.object({
  title: z.string(),
  content: z.string(),
  image: mediaUrlSchema.nullable(),
  stats: z.array(statisticSchema),
});
export type Brief = z.infer<typeof briefSchema>;

export const brief = querylessEndpoint(API_PATHS.brief, briefSchema, 'Company profile with key figures');

export const leaderSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  photo: mediaUrlSchema.nullable(),
  bio: z.string(),
});
export type Leader = z.infer<typeof leaderSchema>;

export const leaderList = querylessEndpoint(
  API_PATHS.leaderList,
  z.array(leaderSchema),
  'The management team in display order',
);

export const milestoneSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: mediaUrlSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const course = querylessEndpoint(
  API_PATHS.course,
  z.array(milestoneSchema),
  'Development history, oldest milestone first',
);
