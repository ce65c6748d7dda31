import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint, querylessEndpoint } from './endpoint.ts';
import { pageCopySchema } from './page-copy.ts';
import { bannerSchema } from './shapes.ts';
import { siteFileSchema } from './site.ts';

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

/**
 * The copy of a page (by navigation id) in the caller's language, as published in the back office:
 * title, description, blocks, labels, the visual centre's items; null for a page of the site without
 * copy in that language (the Chinese-only pages in English); 404 for an id that is no page of the site.
 */
export const pageCopy = getEndpoint({
  path: API_PATHS.pageCopy,
  query: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  data: pageCopySchema.nullable(),
  summary: "A page's copy (title, description, blocks, labels) in the caller's language",
});

/**
 * The site-wide settings as published in the back office (names, logo, footer records and icons,
 * external and friendly links, contacts, the sales desk, analytics): every page's header and footer
 * read them from here, so a publish changes them without a rebuild. Both languages in one answer.
 */
export const siteSettings = querylessEndpoint(
  API_PATHS.siteSettings,
  siteFileSchema,
  "The site's settings: names, logo, footer records, links and contacts (both languages)",
);
