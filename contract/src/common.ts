import { z } from 'zod';
import { CONTENT_API_PREFIX, getEndpoint } from './endpoint.ts';
import { bannerSchema } from './shapes.ts';

/** Banners of one page (`module` = the navigation id of the page), or the global banners without it. */
export const commonBanners = getEndpoint({
  path: `${CONTENT_API_PREFIX}/common/banners`,
  query: z.object({
    module: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }),
  data: z.array(bannerSchema),
  summary: 'Page-header banners of a page (by navigation id) or the global banners',
});
