import { reportPeriodSchema } from '@muyuan/contract/bond-matter';
import { pigSaleCategorySchema } from '@muyuan/contract/business';
import { newsCategorySchema } from '@muyuan/contract/introduce';
import { clockTimeSchema, IR_EVENT_KINDS } from '@muyuan/contract/ir-calendar';
import { httpUrlSchema, mediaPathSchema, siteFileSchema, textSchema } from '@muyuan/contract/site';
import { z } from 'zod';
import { PAGES_FOLDER, pagesFileSchema } from './page-files.ts';

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
const text = textSchema;
const date = z.iso.date();
const mediaPath = mediaPathSchema;
const optionalMedia = mediaPath
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const url = httpUrlSchema;
/**
 * A Markdown body, stored as sanitized HTML. The annotation reaches the record's JSON Schema, where the
 * console reads it to offer a Markdown editor with a live preview instead of a plain text box.
 */
const markdown = text.meta({ contentMediaType: 'text/markdown' });
/** A paragraph of plain text (a summary, a biography): the console gives it a box of several lines. */
const paragraph = text.meta({ contentMediaType: 'text/plain' });

/** A record with common fields `C` and per-language fields `L` (`en` optional). */
function localized<C extends z.ZodRawShape, L extends z.ZodRawShape>(common: C, lang: L) {
  const block = z.strictObject(lang);
  return z.strictObject({ id, ...common, zh: block, en: block.optional() });
}

/**
 * `sample: true` marks a record whose names are placeholders (managers, partners, survey participants,
 * the publications of media reports). The page labels such content with the SampleNote of the block that
 * shows it, or of the article itself (an article's flag is served with it); the flag also lets the
 * content lint accept its placeholder names.
 */
const sample = { sample: z.literal(true).optional() };

/**
 * What a record's video shows, in words, in the block's language: shown under the playing video and read
 * by screen readers (issue 22). Required where the record has a video (video-description.ts checks it).
 */
const videoDescription = paragraph.optional();

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
    { title: text, subtitle: z.string(), videoDescription },
  ),
);

/** A file attached to an article: a PDF under /media/ with the title it is listed under. */
const attachment = z.strictObject({ title: text, file: mediaPath });
const articleLang = {
  title: text,
  summary: paragraph,
  source: text.optional(),
  body: markdown,
  attachments: z.array(attachment).optional(),
};

export const newsFileSchema = z.array(
  localized({ category: newsCategorySchema, date, cover: optionalMedia, ...sample }, articleLang),
);
export const articleFileSchema = z.array(localized({ date, cover: optionalMedia, ...sample }, articleLang));

/**
 * Announcements are Chinese only: no `en` block. `type` is the id of a kind in notice-types.yaml; in JSON
 * Schema (the console's form) it names that collection, so the form offers its records to choose from.
 */
export const noticeFileSchema = z.array(
  z.strictObject({
    id,
    date,
    type: id.meta({ format: 'record-ref', collection: 'noticeTypes' }),
    file: mediaPath,
    zh: z.strictObject({ title: text }),
  }),
);

/** The kinds of announcements, in the order the filter shows them (Chinese only, like the announcements). */
export const noticeTypeFileSchema = z.array(
  z.strictObject({ id, sort: z.number().int(), zh: z.strictObject({ name: text }) }),
);

export const surveyFileSchema = z.array(
  localized(
    { date, ...sample },
    {
      title: text,
      form: text,
      location: text,
      hosts: text,
      institutions: z.array(text).min(1),
      summary: paragraph,
      body: markdown,
    },
  ),
);

const yuan = z.number().nonnegative();

export const dividendFileSchema = z.array(
  localized(
    {
      fiscalYear: z.number().int().min(1990).max(2100),
      cashPerTenShares: yuan,
      /** Bonus (送股) and transferred (转增) shares per 10 shares together; omitted for cash only. */
      sharesPerTenShares: z.number().nonnegative().default(0),
      totalCash: yuan,
      recordDate: date,
      exDate: date,
      payDate: date
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    },
    { title: text },
  ),
);

/** Key figures per financial year; each year once. */
export const financialFigureFileSchema = z
  .array(
    z.strictObject({
      year: z.number().int().min(1990).max(2100),
      revenue: z.number(),
      netProfit: z.number(),
      totalAssets: z.number().nonnegative(),
      pigsSold: z.number().int().nonnegative(),
    }),
  )
  .min(1)
  .refine((years) => new Set(years.map((y) => y.year)).size === years.length, { message: 'a year is listed twice' });

/** A periodic report: the Chinese PDF, and the English one where it exists (`fileEn`). */
export const periodicReportFileSchema = z.array(
  z.strictObject({
    id,
    year: z.number().int().min(1990).max(2100),
    period: reportPeriodSchema,
    date,
    file: mediaPath,
    fileEn: mediaPath.optional(),
    zh: z.strictObject({ title: text }),
    en: z.strictObject({ title: text }),
  }),
);

const conversionPriceChange = z.strictObject({ price: z.number().positive(), since: date });

/**
 * A convertible bond's terms. `conversionPrice` and `conversionPriceSince` are the price in force;
 * `conversionPrices`, where given, is every price it has had, oldest first, and ends with that one.
 */
export const bondTermsFileSchema = z.array(
  z
    .strictObject({
      code: text,
      stockCode: text,
      name: z.strictObject({ zh: text, en: text }),
      conversionPrice: z.number().positive(),
      conversionPriceSince: date,
      conversionPrices: z.array(conversionPriceChange).min(1).optional(),
      faceValue: z.number().positive(),
      issueSize: yuan,
      issueDate: date,
      listingDate: date,
      conversionStart: date,
      maturityDate: date,
    })
    .refine(
      (b) => {
        const history = b.conversionPrices;
        if (!history) return true;
        const ordered = history.every(
          (change, i) => i === 0 || (history[i - 1] as { since: string }).since < change.since,
        );
        const last = history.at(-1);
        return ordered && last?.price === b.conversionPrice && last.since === b.conversionPriceSince;
      },
      {
        message:
          'conversionPrices must be oldest first, each date once, and end with conversionPrice since conversionPriceSince',
        path: ['conversionPrices'],
      },
    ),
);

export const reportFileSchema = z.array(
  localized({ year: z.number().int(), cover: optionalMedia, file: mediaPath }, { title: text }),
);

export const briefFileSchema = z.strictObject({
  image: optionalMedia,
  zh: z.strictObject({
    title: text,
    body: markdown,
    stats: z.array(z.strictObject({ num: text, unit: z.string(), txt: text })),
  }),
  en: z.strictObject({
    title: text,
    body: markdown,
    stats: z.array(z.strictObject({ num: text, unit: z.string(), txt: text })),
  }),
});

export const leaderFileSchema = z.array(
  localized(
    { sort: z.number().int(), photo: optionalMedia, ...sample },
    { name: text, position: text, bio: paragraph },
  ),
);

export const courseFileSchema = z.array(
  localized({ year: z.number().int().min(1990).max(2100), image: optionalMedia }, { title: text, body: markdown }),
);

export const publicWelfareFileSchema = z.array(
  localized({ sort: z.number().int(), image: optionalMedia }, { title: text, summary: paragraph }),
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
    { title: text, body: markdown, videoDescription },
  ),
);

const rows = z.array(z.strictObject({ label: text, value: text })).min(1);
const salesCard = (common: z.ZodRawShape) =>
  z.array(localized({ sort: z.number().int(), image: optionalMedia, ...common }, { title: text, rows }));

export const breedPigFileSchema = salesCard({});
export const meatSaleFileSchema = salesCard({});
export const pigSaleFileSchema = salesCard({ category: pigSaleCategorySchema });

export const partnerFileSchema = z.array(
  localized(
    { sort: z.number().int(), logo: optionalMedia, ...sample },
    { name: text, description: z.string().meta({ contentMediaType: 'text/plain' }) },
  ),
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

/** Weekdays the exchange is closed (weekends always are), each once. */
export const marketClosureFileSchema = z
  .array(z.strictObject({ date, name: z.strictObject({ zh: text, en: text }) }))
  .refine((days) => new Set(days.map((d) => d.date)).size === days.length, { message: 'a date is listed twice' });

const optional = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * The IR team's calendar (issue 41): results dates, shareholders' meetings, earnings calls, each on a Beijing
 * day, with its start and end times (none: the whole day). A called-off event stays, marked `cancelled`, so
 * that calendars subscribed to the feed drop it.
 */
export const irEventFileSchema = z
  .array(
    localized(
      {
        kind: z.enum(IR_EVENT_KINDS),
        date,
        time: optional(clockTimeSchema),
        endTime: optional(clockTimeSchema),
        url: optional(url),
        cancelled: z.boolean().default(false),
      },
      { title: text, location: optional(text) },
    ),
  )
  .refine((events) => events.every((e) => e.endTime === null || (e.time !== null && e.endTime > e.time)), {
    message: 'an end time needs a start time before it',
  });

export const deptFileSchema = z.array(localized({ sort: z.number().int() }, { name: text, province: text }));
export const deptTypeFileSchema = z.array(localized({ sort: z.number().int() }, { name: text }));

/** Where each data group lives under `content/` and how it is validated. */
export const CONTENT_FILES = {
  site: { file: 'site.yaml', schema: siteFileSchema },
  banners: { file: 'data/banners.yaml', schema: bannerFileSchema },
  news: { file: 'data/news.yaml', schema: newsFileSchema },
  notices: { file: 'data/notices.yaml', schema: noticeFileSchema },
  noticeTypes: { file: 'data/notice-types.yaml', schema: noticeTypeFileSchema },
  surveys: { file: 'data/surveys.yaml', schema: surveyFileSchema },
  dividends: { file: 'data/dividends.yaml', schema: dividendFileSchema },
  financialFigures: { file: 'data/financial-figures.yaml', schema: financialFigureFileSchema },
  periodicReports: { file: 'data/periodic-reports.yaml', schema: periodicReportFileSchema },
  bondTerms: { file: 'data/bond-terms.yaml', schema: bondTermsFileSchema },
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
  marketClosures: { file: 'data/market-closures.yaml', schema: marketClosureFileSchema },
  irEvents: { file: 'data/ir-events.yaml', schema: irEventFileSchema },
  depts: { file: 'data/depts.yaml', schema: deptFileSchema },
  deptTypes: { file: 'data/dept-types.yaml', schema: deptTypeFileSchema },
  /** Not one file: `pages/<id>/<zh|en>.yaml` (page-files.ts). */
  pages: { file: PAGES_FOLDER, schema: pagesFileSchema },
} as const;

type ContentFiles = typeof CONTENT_FILES;
export type ContentKey = keyof ContentFiles;
/** Every content file as parsed by its schema. */
export type ContentData = { [K in ContentKey]: z.output<ContentFiles[K]['schema']> };
