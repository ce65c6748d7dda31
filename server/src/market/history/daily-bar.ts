import type { DailyBar } from '@muyuan/contract/price-history';
import type { Db } from '../../db/database.ts';
import { lockContent } from '../../editorial/publish-lock.ts';
import { barProblems, beijingDate } from './bar-rules.ts';
import { bumpVersionForBars } from './content-version.ts';
import { upsertDailyBar } from './repository.ts';

/**
 * Stores the day's bar of `code` as the live-quote poller has it after the close (real data: it
 * replaces a sample bar of that day), and moves the content version on when the stored bar changed,
 * so cached history answers follow. Throws, storing nothing, for a bar that cannot be (a feed's zeros
 * for a halted day, a date after today). Answers whether anything changed.
 */
export async function writeDailyBar(db: Db, code: string, bar: DailyBar, now = new Date()): Promise<boolean> {
  const problems = barProblems(bar, beijingDate(now));
  if (problems.length > 0) {
    throw new Error(`Daily bar of ${code} on ${bar.date} refused: ${problems.map((p) => p.en).join('; ')}`);
  }
  return db.transaction().execute(async (trx) => {
    await lockContent(trx);
    const changed = await upsertDailyBar(trx, code, bar);
    if (changed) await bumpVersionForBars(trx);
    return changed;
  });
}
