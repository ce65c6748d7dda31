import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint } from './endpoint.ts';
import { detailQuerySchema, pageQuerySchema, pageSchema } from './paging.ts';
import { articleDetailSchema, articleSummarySchema, dateSchema, fileSchema } from './shapes.ts';

/** A statutory announcement (Chinese only, the spec hides announcements in English). */
export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  publishDate: dateSchema,
  file: fileSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeList = getEndpoint({
  path: API_PATHS.noticeList,
  query: pageQuerySchema.extend({
    /** Only announcements of this year. */
    year: z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .optional(),
  }),
  data: pageSchema(noticeSchema),
  summary: 'Announcements (Chinese only), newest first, paged',
});

export const securitiesNewsList = getEndpoint({
  path: API_PATHS.securitiesNewsList,
  query: pageQuerySchema,
  data: pageSchema(articleSummarySchema),
  summary: 'Securities news, newest first, paged',
});

export const securitiesNewsDetail = getEndpoint({
  path: API_PATHS.securitiesNewsDetail,
  query: detailQuerySchema,
  data: articleDetailSchema,
  summary: 'One securities news article',
});
