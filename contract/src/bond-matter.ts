import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { MAX_SEARCH_KEYWORD_LENGTH } from './constants.ts';
import { getEndpoint, querylessEndpoint } from './endpoint.ts';
import { langSchema } from './lang.ts';
import { detailQuerySchema, idSchema, pageQuerySchema, pageSchema } from './paging.ts';
import {
  articleDetailSchema,
  articleLinkSchema,
  articleSummarySchema,
  dateSchema,
  fileSchema,
  recordLanguagesSchema,
} from './shapes.ts';

/**
 * The investor-relations API group (`bondMatter/`): the spec's announcements and securities news,
 * and what the investor pages need beyond section 7 under the same conventions: the announcements'
 * kinds and years, investor-survey records, dividends, key financial figures, periodic reports and
 * the convertible bond's terms.
 */

/** A statutory announcement (Chinese only, the spec hides announcements in English). */
export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  publishDate: dateSchema,
  file: fileSchema,
  /** Code of the announcement's kind (periodic report, governance, ...); noticeFacets lists them. */
  type: z.string(),
  /** The kind's name, in Chinese like the announcement. */
  typeName: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeList = getEndpoint({
  path: API_PATHS.noticeList,
  query: pageQuerySchema.extend({
    /** Only announcements of this year. */
    year: z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .optional(),
    /** Only announcements of this kind (a code from noticeFacets). */
    type: idSchema.optional(),
    /** Only announcements whose title contains this text (case-insensitive for Latin letters). */
    keyword: z.string().trim().min(1).max(MAX_SEARCH_KEYWORD_LENGTH).optional(),
  }),
  data: pageSchema(noticeSchema),
  summary: 'Announcements (Chinese only), newest first, paged; filtered by year, kind and title',
});

const countOf = z.number().int().nonnegative();
export const noticeFacetsSchema = z.object({
  /** Years that have announcements, newest first, with how many each has. */
  years: z.array(z.object({ year: z.number().int(), count: countOf })),
  /** Every kind of announcement in display order, with how many each has (possibly none). */
  types: z.array(z.object({ code: z.string(), name: z.string(), count: countOf })),
  total: countOf,
});
export type NoticeFacets = z.infer<typeof noticeFacetsSchema>;

export const noticeFacets = querylessEndpoint(
  API_PATHS.noticeFacets,
  noticeFacetsSchema,
  'The years and kinds the announcements can be filtered by, with counts',
);

export const securitiesNewsList = getEndpoint({
  path: API_PATHS.securitiesNewsList,
  query: pageQuerySchema,
  data: pageSchema(articleSummarySchema),
  summary: 'Securities news, newest first, paged',
});

export const securitiesNewsDetail = getEndpoint({
  path: API_PATHS.securitiesNewsDetail,
  query: detailQuerySchema,
  data: articleDetailSchema,
  summary: 'One securities news article',
});

/** An investor-survey record as listed: when, who came, how, and what was discussed in a sentence. */
export const surveySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  surveyDate: dateSchema,
  /** How the meeting was held: site visit, conference call, results briefing, ... */
  form: z.string(),
  institutions: z.array(z.string()),
  summary: z.string(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

/** The full record: where, who received the investors, the questions and answers (sanitized HTML). */
export const surveyDetailSchema = surveySummarySchema.extend({
  location: z.string(),
  hosts: z.string(),
  content: z.string(),
  prev: articleLinkSchema.nullable(),
  next: articleLinkSchema.nullable(),
  languages: recordLanguagesSchema,
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

export const surveyList = getEndpoint({
  path: API_PATHS.surveyList,
  query: pageQuerySchema,
  data: pageSchema(surveySummarySchema),
  summary: 'Investor-survey records, newest first, paged',
});

export const surveyDetail = getEndpoint({
  path: API_PATHS.surveyDetail,
  query: detailQuerySchema,
  data: surveyDetailSchema,
  summary: 'One investor-survey record with its neighbours in the list',
});

const yuan = z.number().nonnegative();

/** One cash distribution to shareholders. Amounts in yuan, tax included. */
export const dividendSchema = z.object({
  id: z.string(),
  /** The financial year the profit was earned in. */
  fiscalYear: z.number().int(),
  title: z.string(),
  cashPerTenShares: yuan,
  /** Bonus shares (送股) and shares transferred from reserves (转增) per 10 shares, together; 0 for cash only. */
  sharesPerTenShares: z.number().nonnegative().default(0),
  totalCash: yuan,
  recordDate: dateSchema,
  exDate: dateSchema,
  payDate: dateSchema.nullable(),
});
export type Dividend = z.infer<typeof dividendSchema>;

export const dividends = querylessEndpoint(
  API_PATHS.dividends,
  z.array(dividendSchema),
  'Dividend history, newest first',
);

/** Key figures of one financial year: amounts in yuan (net profit may be negative), pigs sold in head. */
export const financialYearSchema = z.object({
  year: z.number().int(),
  revenue: z.number(),
  netProfit: z.number(),
  totalAssets: z.number(),
  pigsSold: z.number().int().nonnegative(),
});
export type FinancialYear = z.infer<typeof financialYearSchema>;

export const financialFigures = querylessEndpoint(
  API_PATHS.financialFigures,
  z.array(financialYearSchema),
  'Key financial figures of recent years, oldest first',
);

export const reportPeriodSchema = z.enum(['q1', 'halfYear', 'q3', 'annual']);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** A periodic report; in English the English PDF where one exists, else the Chinese one (`fileLang: zh`). */
export const periodicReportSchema = z.object({
  id: z.string(),
  /** The financial year reported on. */
  year: z.number().int(),
  period: reportPeriodSchema,
  title: z.string(),
  publishDate: dateSchema,
  file: fileSchema,
  fileLang: langSchema,
});
export type PeriodicReport = z.infer<typeof periodicReportSchema>;

export const periodicReports = querylessEndpoint(
  API_PATHS.periodicReports,
  z.array(periodicReportSchema),
  'Annual, half-year and quarterly reports, newest first',
);

/** The terms of a convertible bond; its conversion value and premium follow from these and the two quotes. */
export const bondTermsSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The share it converts into. */
  stockCode: z.string(),
  /** Yuan per share; one bond of `faceValue` converts into faceValue / conversionPrice shares. */
  conversionPrice: z.number().positive(),
  conversionPriceSince: dateSchema,
  /**
   * Every conversion price the bond has had, oldest first, each with the day it took effect (it is lowered
   * after dividends): the price in force on a past day is the last one effective by then.
   */
  conversionPrices: z.array(z.object({ price: z.number().positive(), since: dateSchema })).default([]),
  faceValue: z.number().positive(),
  /** Yuan raised. */
  issueSize: yuan,
  issueDate: dateSchema,
  listingDate: dateSchema,
  conversionStart: dateSchema,
  maturityDate: dateSchema,
});
export type BondTerms = z.infer<typeof bondTermsSchema>;

export const bondTerms = querylessEndpoint(
  API_PATHS.bondTerms,
  z.array(bondTermsSchema),
  'Terms of the convertible bonds (conversion price, dates, size)',
);
