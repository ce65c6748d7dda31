import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { DailyBar } from '@muyuan/contract/price-history';
import type { Kysely } from 'kysely';
import { ContentError } from '../../content-model/content-error.ts';
import type { Database } from '../../db/schema.ts';
import { lockContent } from '../../editorial/publish-lock.ts';
import { beijingDate } from './bar-rules.ts';
import { bumpVersionForBars } from './content-version.ts';
import { PriceCsvError, parsePriceCsv } from './csv-parse.ts';
import { decodeCsvBytes } from './csv-text.ts';
import { deleteSampleBars, hasRealBars, insertBars, quotedCodes } from './repository.ts';

/** Where the seed keeps its generated price history: one `<code>.csv` per security. */
export const SAMPLE_HISTORY_DIR = 'data/price-history';

/** The seed's sample bars by code and its folder as messages name it, or null when the content folder has none. */
export type SampleHistory = { folder: string; bars: Map<string, DailyBar[]> } | null;

/**
 * Reads and checks the seed's sample history (content/data/price-history/<code>.csv) before an import
 * writes anything: a file the price import would refuse refuses the content import, naming the file and
 * the lines. Files of other names (the folder's README) are not price files.
 */
export function readSampleHistory(contentDir: string, now: Date): SampleHistory {
  const dir = resolve(contentDir, SAMPLE_HISTORY_DIR);
  if (!existsSync(dir)) return null;
  const folder = `${basename(contentDir)}/${SAMPLE_HISTORY_DIR}`;
  const bars = new Map<string, DailyBar[]>();
  for (const file of readdirSync(dir).sort()) {
    const code = /^(\d{6})\.csv$/.exec(file)?.[1];
    if (!code) continue;
    const name = `${folder}/${file}`;
    try {
      bars.set(code, parsePriceCsv(decodeCsvBytes(readFileSync(resolve(dir, file))).text, beijingDate(now)));
    } catch (error) {
      if (error instanceof PriceCsvError)
        throw new ContentError(name, null, PriceCsvError.describe(error.problems, 'en'));
      throw error;
    }
  }
  return { folder, bars };
}

/**
 * Writes the sample history in the content import's transaction, after the quotes: each code's sample
 * bars become the file's, unless the code has real bars (imported or from the live feed), which the
 * sample never mixes with; sample bars of codes without a file go. A content folder without the folder
 * (an export) leaves the bars as they are. Answers the sample bars written.
 */
export async function writeSampleHistory(trx: Kysely<Database>, history: SampleHistory): Promise<number> {
  if (history === null) return 0;
  const codes = await quotedCodes(trx);
  let written = 0;
  for (const [code, bars] of history.bars) {
    if (!codes.includes(code)) {
      throw new ContentError(`${history.folder}/${code}.csv`, null, `${code} is not a code of data/quotes.yaml`);
    }
    if (await hasRealBars(trx, code)) continue;
    await deleteSampleBars(trx, { code });
    await insertBars(trx, code, bars, true);
    written += bars.length;
  }
  await deleteSampleBars(trx, { except: [...history.bars.keys()] });
  return written;
}

/**
 * For a database seeded before price history existed: when it holds no bar at all, the seed's sample
 * history is written once (the rest of its content stays as it is until `npm run seed`).
 */
export async function seedSampleHistoryIfEmpty(db: Kysely<Database>, contentDir: string, now: Date): Promise<void> {
  if (await db.selectFrom('daily_bars').select('code').limit(1).executeTakeFirst()) return;
  const history = readSampleHistory(contentDir, now);
  if (history === null) return;
  await db.transaction().execute(async (trx) => {
    await lockContent(trx);
    if (await trx.selectFrom('daily_bars').select('code').limit(1).executeTakeFirst()) return;
    if ((await writeSampleHistory(trx, history)) > 0) await bumpVersionForBars(trx);
  });
}
