import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint, querylessEndpoint } from './endpoint.ts';
import { detailQuerySchema, pageQuerySchema, pageSchema } from './paging.ts';
import { articleDetailSchema, articleSummarySchema, fileSchema, mediaUrlSchema } from './shapes.ts';

export const dynamicList = getEndpoint({
  path: API_PATHS.dynamicList,
  query: pageQuerySchema,
  data: pageSchema(articleSummarySchema),
  summary: 'Social responsibility dynamics, newest first, paged',
});

export const dynamicDetail = getEndpoint({
  path: API_PATHS.dynamicDetail,
  query: detailQuerySchema,
  data: articleDetailSchema,
  summary: 'One social responsibility dynamic',
});

export const reportSchema = z.object({
  id: z.string(),
  title: z.string(),
  year: z.number().int(),
  cover: mediaUrlSchema.nullable(),
  file: fileSchema,
});
export type ResponsibilityReport = z.infer<typeof reportSchema>;

export const reportList = querylessEndpoint(
  API_PATHS.reportList,
  z.array(reportSchema),
  'Social responsibility reports (PDF), newest year first',
);

export const publicWelfareItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  image: mediaUrlSchema.nullable(),
});
export type PublicWelfareItem = z.infer<typeof publicWelfareItemSchema>;

export const publicWelfare = querylessEndpoint(
  API_PATHS.publicWelfare,
  z.array(publicWelfareItemSchema),
  'Public welfare (charity) programmes',
);
