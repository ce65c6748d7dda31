import type { PriceImportSummary } from '@muyuan/contract/admin/price-history';
import type { Localized } from '@muyuan/contract/lang';
import type { DailyBar } from '@muyuan/contract/price-history';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { lockContent } from '../../editorial/publish-lock.ts';
import { beijingDate } from './bar-rules.ts';
import { bumpVersionForBars } from './content-version.ts';
import { parsePriceCsv } from './csv-parse.ts';
import { decodeCsvBytes } from './csv-text.ts';
import { barsBetween, deleteBarsOn, deleteSampleBars, insertBars, quotedCodes } from './repository.ts';

/** An import refused for a reason other than the file's lines (an unknown code): said in both languages. */
export class PriceImportRefused extends Error {
  override name = 'PriceImportRefused';
  constructor(readonly msg: Localized) {
    super(msg.en);
  }
}

export interface PriceImportRequest {
  /** The six-digit code the file's bars belong to (a code the site quotes: content/data/quotes.yaml). */
  code: string;
  /** The file as uploaded or read: UTF-8 (with or without BOM) or GBK. */
  bytes: Uint8Array;
  now?: Date;
  /** Runs in the import's transaction once it has succeeded (the console's import records itself in the audit trail). */
  onImported?: (trx: Transaction<Database>, summary: PriceImportSummary) => Promise<void>;
}

const sameBar = (a: DailyBar, b: DailyBar) =>
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.volume === b.volume &&
  a.amount === b.amount;

/**
 * Imports real daily bars of one security from an exchange or vendor CSV export. The file is parsed and
 * checked whole before anything is written (a bad file: PriceCsvError, every problem with its line);
 * then, in one transaction, its days' bars are replaced by the file's and the code's sample bars are
 * removed, and the content version moves on so cached answers follow. Idempotent: the same file again
 * finds its bars in place and writes nothing.
 */
export async function importPriceFile(db: Db, request: PriceImportRequest): Promise<PriceImportSummary> {
  const { code } = request;
  const { text, encoding } = decodeCsvBytes(request.bytes);
  const bars = parsePriceCsv(text, beijingDate(request.now ?? new Date()));
  const first = bars[0]?.date ?? '';
  const last = bars.at(-1)?.date ?? '';
  return db.transaction().execute(async (trx) => {
    const codes = await quotedCodes(trx);
    if (!codes.includes(code)) {
      throw new PriceImportRefused({
        zh: `代码 ${code} 不是本站报价的证券（可用：${codes.join('、') || '无'}）`,
        en: `${code} is not a security this site quotes (known: ${codes.join(', ') || 'none'})`,
      });
    }
    await lockContent(trx);
    const before = new Map<string, DailyBar & { sample: number }>();
    for (const row of await barsBetween(trx, code, first, last)) before.set(row.date, row);
    let added = 0;
    let replaced = 0;
    for (const bar of bars) {
      const old = before.get(bar.date);
      if (!old || old.sample === 1) added += 1;
      else if (!sameBar(old, bar)) replaced += 1;
    }
    const sampleCleared = await deleteSampleBars(trx, { code });
    const changed = added + replaced + sampleCleared > 0;
    if (changed) {
      await deleteBarsOn(
        trx,
        code,
        bars.map((b) => b.date),
      );
      await insertBars(trx, code, bars, false);
      await bumpVersionForBars(trx);
    }
    const summary = { code, encoding, bars: bars.length, first, last, added, replaced, sampleCleared, changed };
    await request.onImported?.(trx, summary);
    return summary;
  });
}
