import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint } from './endpoint.ts';
import { bannerSchema } from './shapes.ts';

/** Banners of one page (`module` = the navigation id of the page), or the global banners without it. */
export const commonBanners = getEndpoint({
  path: API_PATHS.commonBanners,
  query: z.object({
    module: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }),
  data: z.array(bannerSchema),
  summary: 'Page-header banners of a page (by navigation id) or the global banners',
});
