import { z } from 'zod';

/**
 * The console's price history screen (issue 40, point 2): what each quoted security's history holds, and
 * an import of an exchange or vendor CSV export (`date,open,high,low,close,volume,amount`, UTF-8 or GBK).
 */

/** The largest price file taken: thirty years of trading days is about 450 KB. */
export const PRICE_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** The file extensions a price file may have (exports say `.csv`; some vendors write `.txt`). */
export const PRICE_FILE_EXTENSIONS = ['.csv', '.txt'] as const;

export const priceCodeParamsSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'six digits, a code the site quotes'),
});

/** The last import of a security's history, from the audit trail. */
export const priceImportRecordSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  fileName: z.string(),
  bars: z.number().int(),
});

export const priceSecuritySchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['stock', 'convertibleBond']),
  /** Days held: real (imported or written after a close) and sample (generated with the seed). */
  realBars: z.number().int(),
  sampleBars: z.number().int(),
  first: z.string().nullable(),
  last: z.string().nullable(),
  lastImport: priceImportRecordSchema.nullable(),
});
export type PriceSecurity = z.infer<typeof priceSecuritySchema>;

export const priceSecuritiesSchema = z.object({ securities: z.array(priceSecuritySchema) });
export type PriceSecurities = z.infer<typeof priceSecuritiesSchema>;

export const priceImportSummarySchema = z.object({
  code: z.string(),
  encoding: z.enum(['utf-8', 'utf-8-bom', 'gbk']),
  bars: z.number().int(),
  first: z.string(),
  last: z.string(),
  /** Days that held no real bar before, and days whose real bar the file replaced with other figures. */
  added: z.number().int(),
  replaced: z.number().int(),
  /** Sample bars of the code removed (real history replaces the generated one). */
  sampleCleared: z.number().int(),
  /** False when the history already held exactly these bars: nothing was written. */
  changed: z.boolean(),
});
export type PriceImportSummary = z.infer<typeof priceImportSummarySchema>;

/** A refused file's problems (the envelope's `data`), each at its line (1 is the header). */
export const priceFileProblemsSchema = z.object({
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  /** Problems found beyond those listed. */
  more: z.number().int(),
});
export type PriceFileProblems = z.infer<typeof priceFileProblemsSchema>;
