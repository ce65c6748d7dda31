import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { querylessEndpoint } from './endpoint.ts';
import { articleSummarySchema, bannerSchema } from './shapes.ts';

export const homeNewsItemSchema = articleSummarySchema.extend({
  category: z.enum(['company', 'media']),
});
export type HomeNewsItem = z.infer<typeof homeNewsItemSchema>;

/** Home carousel banners. */
export const getBannerList = querylessEndpoint(
  API_PATHS.getBannerList,
  z.array(bannerSchema),
  'Banners of the home page carousel',
);

/** The latest news of the news centre on the home page, newest first. */
export const getHomeNews = querylessEndpoint(
  API_PATHS.getHomeNews,
  z.array(homeNewsItemSchema),
  'The latest five company news and the latest five media focus items for the home page, newest first',
);
