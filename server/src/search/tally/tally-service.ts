import { SEARCH_TALLY_TOP, type SearchTally, type SearchTallyQuery } from '@muyuan/contract/admin/search-tally';
import type { Clock } from '../../admin/clock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { type IsoWeek, isoWeekAt, isoWeekNamed } from './iso-week.ts';
import { listWeeks, topMisses, weekTotals } from './tally-repository.ts';

const noSuchWeek = (week: string) =>
  new AppError(400, 'bad_request', {
    zh: `${week.slice(0, 4)} 年没有第 ${Number(week.slice(6))} 周`,
    en: `${week.slice(0, 4)} has no week ${Number(week.slice(6))}`,
  });

const shapeOf = ({ week, from, to }: IsoWeek) => ({ week, from, to });

/** A week's searches that found no page, for the console: the most frequent of each kind, and the weeks kept. */
export async function searchTallyOf(db: Db, clock: Clock, q: SearchTallyQuery): Promise<SearchTally> {
  const current = isoWeekAt(clock());
  const week = q.week === undefined ? current : isoWeekNamed(q.week);
  if (!week) throw noSuchWeek(q.week ?? '');
  const kept = new Set([current.week, ...(await listWeeks(db))]);
  const weeks = [...kept]
    .sort()
    .reverse()
    .flatMap((name) => {
      const found = isoWeekNamed(name);
      return found ? [shapeOf(found)] : [];
    });
  const [totals, nothing, documentsOnly] = await Promise.all([
    weekTotals(db, week.week),
    topMisses(db, week.week, 'nothing', SEARCH_TALLY_TOP),
    topMisses(db, week.week, 'documents_only', SEARCH_TALLY_TOP),
  ]);
  const rows = (list: typeof nothing) => list.map((r) => ({ query: r.query, lang: r.lang, count: Number(r.count) }));
  return {
    weeks,
    week: shapeOf(week),
    searches: Number(totals?.searches ?? 0),
    nothing: rows(nothing),
    documentsOnly: rows(documentsOnly),
    other: {
      nothing: Number(totals?.other_nothing ?? 0),
      documentsOnly: Number(totals?.other_documents_only ?? 0),
    },
  };
}
