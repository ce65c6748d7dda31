import { z } from 'zod';
import { CONTENT_API_PREFIX, getEndpoint } from './endpoint.ts';
import { articleSummarySchema, bannerSchema } from './shapes.ts';

export const homeNewsItemSchema = articleSummarySchema.extend({
  category: z.enum(['company', 'media']),
});
export type HomeNewsItem = z.infer<typeof homeNewsItemSchema>;

/** Home carousel banners. */
export const getBannerList = getEndpoint({
  path: `${CONTENT_API_PREFIX}/home/getBannerList`,
  query: z.object({}),
  data: z.array(bannerSchema),
  summary: 'Banners of the home page carousel',
});

/** The latest news of the news centre on the home page, newest first. */
export const getHomeNews = getEndpoint({
  path: `${CONTENT_API_PREFIX}/home/getHomeNews`,
  query: z.object({}),
  data: z.array(homeNewsItemSchema),
  summary: 'Latest company news and media focus for the home page',
});
