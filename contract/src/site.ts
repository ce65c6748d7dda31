import { z } from 'zod';

/**
 * The shape of `content/site.yaml`: the site-wide settings (names, footer records, external
 * addresses, contact, analytics). The importer validates the file against it; the server keeps the
 * published settings in the database and answers them at the `siteSettings` endpoint, which every
 * page's header and footer read (a type-only import keeps zod out of the web's download).
 */

/** A non-empty text (trimmed). */
export const textSchema = z.string().trim().min(1);
/** A site-relative media address, `/media/...`; the file must exist in `content/media/`. */
export const mediaPathSchema = z
  .string()
  .regex(/^\/media\/[A-Za-z0-9_./-]+$/, 'a /media/... path')
  // In JSON Schema (the console's forms, the API documents): a file of the media library, not any text.
  .meta({ format: 'media-path' });
/** An absolute http(s) address of another site. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

const bothLanguages = z.strictObject({ zh: textSchema, en: textSchema });
const record = z.strictObject({ number: textSchema, url: httpUrlSchema });

export const siteFileSchema = z.strictObject({
  companyName: bothLanguages,
  shortName: bothLanguages,
  logo: mediaPathSchema,
  /** Government (public security) registration record shown in the footer. */
  governmentRecord: record,
  /** ICP record shown in the footer. */
  icpRecord: record,
  externalLinks: z.strictObject({
    coCreation: z.strictObject({ zh: httpUrlSchema, en: httpUrlSchema }),
    campusRecruitment: httpUrlSchema,
    socialRecruitment: httpUrlSchema,
    veteranRecruitment: httpUrlSchema,
  }),
  friendlyLinks: z.array(z.strictObject({ title: bothLanguages, url: httpUrlSchema })).min(1),
  /** The two icon labels of the footer. */
  footerIcons: z.array(z.strictObject({ icon: mediaPathSchema, label: bothLanguages, value: textSchema })).length(2),
  contact: z.strictObject({
    address: bothLanguages,
    phone: textSchema,
    email: z.email(),
    postcode: textSchema,
  }),
  /**
   * The sales desk (feed, breeding pigs, pigs, pork): the call to action of every business page,
   * where the phone dials (`tel:`) and the address writes (`mailto:`).
   */
  sales: z.strictObject({
    phone: textSchema,
    email: z.email(),
    hours: bothLanguages,
  }),
  /** Analytics tool id (e.g. Baidu Tongji site id); empty = no analytics. */
  analytics: z.strictObject({ baiduTongjiId: z.string() }).optional(),
});

export type SiteFile = z.output<typeof siteFileSchema>;
