import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint } from './endpoint.ts';
import { articleSummarySchema, bannerSchema } from './shapes.ts';

export const homeNewsItemSchema = articleSummarySchema.extend({
  category: z.enum(['company', 'media']),
});
export type HomeNewsItem = z.infer<typeof homeNewsItemSchema>;

/** Home carousel banners. */
export const getBannerList = getEndpoint({
  path: API_PATHS.getBannerList,
  query: z.object({}),
  data: z.array(bannerSchema),
  summary: 'Banners of the home page carousel',
});

/** The latest news of the news centre on the home page, newest first. */
export const getHomeNews = getEndpoint({
  path: API_PATHS.getHomeNews,
  query: z.object({}),
  data: z.array(homeNewsItemSchema),
  summary: 'The latest five company news and the latest five media focus items for the home page, newest first',
});
