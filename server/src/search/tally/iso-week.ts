/**
 * ISO weeks as Shanghai counts them (UTC+8 all year: China keeps no summer time), for the search tally
 * (issue 42, point 7): a week is named `2026-W48` and runs Monday to Sunday.
 */

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateOf = (shiftedMs: number) => new Date(shiftedMs).toISOString().slice(0, 10);

/** The Shanghai midnight (in shifted milliseconds) starting the Monday of the week holding `ms`. */
function mondayOf(ms: number): number {
  const shifted = ms + SHANGHAI_OFFSET_MS;
  const midnight = shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS);
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - weekday * DAY_MS;
}

export interface IsoWeek {
  /** `2026-W48` */
  week: string;
  /** Monday and Sunday, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** When the next week begins (epoch milliseconds). */
  endsAt: number;
}

/** The week holding the instant `ms`. */
export function isoWeekAt(ms: number): IsoWeek {
  const monday = mondayOf(ms);
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const ordinal = (thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS;
  const week = `${year}-W${pad(Math.floor(ordinal / 7) + 1)}`;
  return {
    week,
    from: dateOf(monday),
    to: dateOf(monday + 6 * DAY_MS),
    endsAt: monday + 7 * DAY_MS - SHANGHAI_OFFSET_MS,
  };
}

/** The week a name like `2026-W48` names, or null when that year has no such week. */
export function isoWeekNamed(name: string): IsoWeek | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(name);
  if (!match) return null;
  // Week 1 holds January 4th; noon keeps the arithmetic clear of midnight.
  const jan4 = Date.UTC(Number(match[1]), 0, 4, 12) - SHANGHAI_OFFSET_MS;
  const found = isoWeekAt(jan4 + (Number(match[2]) - 1) * 7 * DAY_MS);
  return found.week === name ? found : null;
}

/** The week `weeks` weeks before the one holding `ms`. */
export const isoWeekBefore = (ms: number, weeks: number): IsoWeek => isoWeekAt(ms - weeks * 7 * DAY_MS);
