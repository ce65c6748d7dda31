import { pigSaleCategorySchema } from '@muyuan/contract/business';
import { newsCategorySchema } from '@muyuan/contract/introduce';
import { z } from 'zod';

/**
 * The shape of every file under `content/`. The importer validates each file against these schemas
 * before it writes anything, and names the file and the field of the first error.
 *
 * Conventions:
 * - every record has a stable `id` (letters, digits, `-`, `_`), unique within its file;
 * - language blocks `zh` (required) and `en` (optional: a record without `en` exists in Chinese only);
 * - `body` fields are Markdown, stored as sanitized HTML;
 * - media addresses are site-relative under `/media/` (the file must exist in `content/media/`).
 */

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id of letters, digits, - and _');
const text = z.string().trim().min(1);
const date = z.iso.date();
export const mediaPath = z.string().regex(/^\/media\/[A-Za-z0-9_./-]+$/, 'a /media/... path');
const optionalMedia = mediaPath
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const url = z.url({ protocol: /^https?$/ });

/** A record with common fields `C` and per-language fields `L` (`en` optional). */
function localized<C extends z.ZodRawShape, L extends z.ZodRawShape>(common: C, lang: L) {
  const block = z.strictObject(lang);
  return z.strictObject({ id, ...common, zh: block, en: block.optional() });
}

export const siteFileSchema = z.strictObject({
  companyName: z.strictObject({ zh: text, en: text }),
  shortName: z.strictObject({ zh: text, en: text }),
  logo: mediaPath,
  /** Government (public security) registration record shown in the footer. */
  governmentRecord: z.strictObject({ number: text, url }),
  /** ICP record shown in the footer. */
  icpRecord: z.strictObject({ number: text, url }),
  externalLinks: z.strictObject({
    coCreation: z.strictObject({ zh: url, en: url }),
    campusRecruitment: url,
    socialRecruitment: url,
    veteranRecruitment: url,
  }),
  friendlyLinks: z.array(z.strictObject({ title: z.strictObject({ zh: text, en: text }), url })).min(1),
  /** The two icon labels of the footer. */
  footerIcons: z
    .array(z.strictObject({ icon: mediaPath, label: z.strictObject({ zh: text, en: text }), value: text }))
    .length(2),
  contact: z.strictObject({
    address: z.strictObject({ zh: text, en: text }),
    phone: text,
    email: z.email(),
    postcode: text,
  }),
  /** Analytics tool id (e.g. Baidu Tongji site id); empty = no analytics. */
  analytics: z.strictObject({ baiduTongjiId: z.string() }).optional(),
});

export const bannerFileSchema = z.array(
  localized(
    {
      /** Navigation id of the page (see contract/sitemap.ts); `home` = home carousel; null = global. */
      module: z.string().nullable(),
      sort: z.number().int(),
      picInfo: mediaPath,
      linkUrl: url
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      videoInfo: mediaPath
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    },
    { title: text, subtitle: z.string() },
  ),
);

const articleLang = { title: text, summary: text, source: text.optional(), body: text };

export const newsFileSchema = z.array(
  localized({ category: newsCategorySchema, date, cover: optionalMedia }, articleLang),
);
export const articleFileSchema = z.array(localized({ date, cover: optionalMedia }, articleLang));

/** Announcements are Chinese only: no `en` block. */
export const noticeFileSchema = z.array(
  z.strictObject({ id, date, file: mediaPath, zh: z.strictObject({ title: text }) }),
);

export const reportFileSchema = z.array(
  localized({ year: z.number().int(), cover: optionalMedia, file: mediaPath }, { title: text }),
);

export const briefFileSchema = z.strictObject({
  image: optionalMedia,
  zh: z.strictObject({
    title: text,
    body: text,
    stats: z.array(z.strictObject({ num: text, unit: z.string(), txt: text })),
  }),
  en: z.strictObject({
    title: text,
    body: text,
    stats: z.array(z.strictObject({ num: text, unit: z.string(), txt: text })),
  }),
});

export const leaderFileSchema = z.array(
  localized({ sort: z.number().int(), photo: optionalMedia }, { name: text, position: text, bio: text }),
);

export const courseFileSchema = z.array(
  localized({ year: z.number().int().min(1990).max(2100), image: optionalMedia }, { title: text, body: text }),
);

export const publicWelfareFileSchema = z.array(
  localized({ sort: z.number().int(), image: optionalMedia }, { title: text, summary: text }),
);

export const brandBuildFileSchema = z.array(
  localized(
    {
      sort: z.number().int(),
      image: optionalMedia,
      videoInfo: mediaPath
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    },
    { title: text, body: text },
  ),
);

const rows = z.array(z.strictObject({ label: text, value: text })).min(1);
const salesCard = (common: z.ZodRawShape) =>
  z.array(localized({ sort: z.number().int(), image: optionalMedia, ...common }, { title: text, rows }));

export const breedPigFileSchema = salesCard({});
export const meatSaleFileSchema = salesCard({});
export const pigSaleFileSchema = salesCard({ category: pigSaleCategorySchema });

export const partnerFileSchema = z.array(
  localized({ sort: z.number().int(), logo: optionalMedia }, { name: text, description: z.string() }),
);

export const quoteFileSchema = z.array(
  z.strictObject({
    code: text,
    kind: z.enum(['stock', 'convertibleBond']),
    name: z.strictObject({ zh: text, en: text }),
    price: z.number(),
    open: z.number(),
    high: z.number(),
    low: z.number(),
    prevClose: z.number(),
    volume: z.number().nonnegative(),
    turnover: z.number().nonnegative(),
    quoteTime: z.iso.datetime({ offset: true }),
    source: z.strictObject({ zh: text, en: text }),
    delayNote: z.strictObject({ zh: text, en: text }),
  }),
);

export const deptFileSchema = z.array(localized({ sort: z.number().int() }, { name: text, province: text }));
export const deptTypeFileSchema = z.array(localized({ sort: z.number().int() }, { name: text }));

/**
 * The static copy of one page: `content/pages/<navigation id>/<zh|en>.yaml`. `title` and
 * `description` are required (search and the document title use them); the rest is page-specific
 * and free-form (strings, lists and maps of strings), written for that page's component.
 */
export const pageCopySchema = z.looseObject({ title: text, description: text });

/** Where each data group lives under `content/` and how it is validated. */
export const CONTENT_FILES = {
  site: { file: 'site.yaml', schema: siteFileSchema },
  banners: { file: 'data/banners.yaml', schema: bannerFileSchema },
  news: { file: 'data/news.yaml', schema: newsFileSchema },
  notices: { file: 'data/notices.yaml', schema: noticeFileSchema },
  securitiesNews: { file: 'data/securities-news.yaml', schema: articleFileSchema },
  dynamics: { file: 'data/dynamics.yaml', schema: articleFileSchema },
  reports: { file: 'data/reports.yaml', schema: reportFileSchema },
  brief: { file: 'data/brief.yaml', schema: briefFileSchema },
  leaders: { file: 'data/leaders.yaml', schema: leaderFileSchema },
  course: { file: 'data/course.yaml', schema: courseFileSchema },
  publicWelfare: { file: 'data/public-welfare.yaml', schema: publicWelfareFileSchema },
  brandBuild: { file: 'data/brand-build.yaml', schema: brandBuildFileSchema },
  breedPigs: { file: 'data/breed-pigs.yaml', schema: breedPigFileSchema },
  meatSale: { file: 'data/meat-sale.yaml', schema: meatSaleFileSchema },
  pigSale: { file: 'data/pig-sale.yaml', schema: pigSaleFileSchema },
  partners: { file: 'data/partners.yaml', schema: partnerFileSchema },
  quotes: { file: 'data/quotes.yaml', schema: quoteFileSchema },
  depts: { file: 'data/depts.yaml', schema: deptFileSchema },
  deptTypes: { file: 'data/dept-types.yaml', schema: deptTypeFileSchema },
} as const;
