import { extname } from 'node:path';
import {
  PRICE_FILE_EXTENSIONS,
  PRICE_FILE_MAX_BYTES,
  type PriceImportSummary,
  type PriceSecurities,
  type PriceSecurity,
} from '@muyuan/contract/admin/price-history';
import type { Lang } from '@muyuan/contract/lang';
import { appendAudit } from '../../admin/audit.ts';
import type { Clock } from '../../admin/clock.ts';
import type { StaffActor } from '../../admin/principal.ts';
import type { Db } from '../../db/database.ts';
import type { UploadedPart } from '../../integrity/upload-form.ts';
import { PriceCsvError } from './csv-parse.ts';
import { notAPriceFile, priceFileRefused, priceFileTooLarge, unknownSecurity } from './errors.ts';
import { importPriceFile, PriceImportRefused } from './import-prices.ts';

/** The audit trail's name of a security's history. */
const objectOf = (code: string) => `prices:${code}`;

/** A name as the audit trail keeps it: no control characters, at most 200 characters. */
const tidyName = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200) || 'prices.csv';

/** What each quoted security's history holds (in the order the site lists them), with its last import. */
export async function priceSecurities(db: Db, lang: Lang): Promise<PriceSecurities> {
  const quotes = await db
    .selectFrom('quotes')
    .select(['code', 'name', 'kind'])
    .where('lang', '=', lang)
    .orderBy('sort')
    .execute();
  const counts = await db
    .selectFrom('daily_bars')
    .select((eb) => [
      'code',
      'sample',
      eb.fn.countAll<number>().as('bars'),
      eb.fn.min('date').as('first'),
      eb.fn.max('date').as('last'),
    ])
    .groupBy(['code', 'sample'])
    .execute();
  const securities: PriceSecurity[] = [];
  for (const quote of quotes) {
    const own = counts.filter((c) => c.code === quote.code);
    const real = own.find((c) => Number(c.sample) === 0);
    const sample = own.find((c) => Number(c.sample) === 1);
    const firsts = own.map((c) => c.first).filter((d): d is string => Boolean(d));
    const lasts = own.map((c) => c.last).filter((d): d is string => Boolean(d));
    securities.push({
      code: quote.code,
      name: quote.name,
      kind: quote.kind,
      realBars: Number(real?.bars ?? 0),
      sampleBars: Number(sample?.bars ?? 0),
      first: firsts.sort()[0] ?? null,
      last: lasts.sort().at(-1) ?? null,
      lastImport: await lastImport(db, quote.code),
    });
  }
  return { securities };
}

async function lastImport(db: Db, code: string): Promise<PriceSecurity['lastImport']> {
  const row = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_name', 'detail'])
    .where('action', '=', 'price_import')
    .where('object', '=', objectOf(code))
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const detail = JSON.parse(row.detail) as { fileName?: string; bars?: number };
  return { at: row.at, by: row.actor_name, fileName: detail.fileName ?? '', bars: detail.bars ?? 0 };
}

/** The upload's bytes, refused past the limit (the parser cuts the stream there and marks it truncated). */
async function readPriceFile(form: UploadedPart): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of form.stream) {
      size += (chunk as Buffer).length;
      if (size > PRICE_FILE_MAX_BYTES) throw priceFileTooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw form.explain(error);
  }
  if (form.stream.truncated) throw priceFileTooLarge();
  await form.rest();
  return Buffer.concat(chunks);
}

/**
 * Imports a price file uploaded in the console: a CSV text file by its name and its bytes (a workbook or
 * any binary file is refused for what it is, not for its "header"), refused whole with every problem at
 * its line; the import and its audit row are one transaction.
 */
export async function importUploadedPrices(
  db: Db,
  who: { actor: StaffActor; lang: Lang; clock: Clock },
  code: string,
  form: UploadedPart,
): Promise<PriceImportSummary> {
  const extension = extname(form.fileName).toLowerCase();
  if (!(PRICE_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    form.stream.resume();
    throw notAPriceFile();
  }
  const bytes = await readPriceFile(form);
  // A text file has no NUL byte in UTF-8 or GBK; workbooks, PDFs and pictures all do.
  if (bytes.includes(0)) throw notAPriceFile();
  const fileName = tidyName(form.fileName);
  const now = who.clock();
  try {
    return await importPriceFile(db, {
      code,
      bytes,
      now: new Date(now),
      onImported: async (trx, summary) => {
        await appendAudit(
          trx,
          {
            actor: who.actor.id,
            actorName: who.actor.name,
            action: 'price_import',
            object: objectOf(code),
            session: who.actor.session,
            detail: { fileName, ...summary },
          },
          now,
        );
      },
    });
  } catch (error) {
    if (error instanceof PriceCsvError) throw priceFileRefused(error, who.lang);
    if (error instanceof PriceImportRefused) throw unknownSecurity(error.msg);
    throw error;
  }
}
