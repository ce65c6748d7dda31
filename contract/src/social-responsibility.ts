import { z } from 'zod';
import { CONTENT_API_PREFIX, getEndpoint } from './endpoint.ts';
import { detailQuerySchema, pageQuerySchema, pageSchema } from './paging.ts';
import { articleDetailSchema, articleSummarySchema, fileSchema, mediaUrlSchema } from './shapes.ts';

export const dynamicList = getEndpoint({
  path: `${CONTENT_API_PREFIX}/socialResponsibility/dynamicList`,
  query: pageQuerySchema,
  data: pageSchema(articleSummarySchema),
  summary: 'Social responsibility dynamics, newest first, paged',
});

export const dynamicDetail = getEndpoint({
  path: `${CONTENT_API_PREFIX}/socialResponsibility/dynamicDetail`,
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

export const reportList = getEndpoint({
  path: `${CONTENT_API_PREFIX}/socialResponsibility/reportList`,
  query: z.object({}),
  data: z.array(reportSchema),
  summary: 'Social responsibility reports (PDF), newest year first',
});

export const publicWelfareItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  image: mediaUrlSchema.nullable(),
});
export type PublicWelfareItem = z.infer<typeof publicWelfareItemSchema>;

export const publicWelfare = getEndpoint({
  path: `${CONTENT_API_PREFIX}/socialResponsibility/publicWelfare`,
  query: z.object({}),
  data: z.array(publicWelfareItemSchema),
  summary: 'Public welfare (charity) programmes',
});
