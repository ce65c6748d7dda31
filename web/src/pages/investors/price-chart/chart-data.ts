/** One trading day as the chart draws it (the history API's bar). */
export interface ChartBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

/** An announcement or an ex-dividend date, drawn on the trading day it falls on (or the next one). */
export interface ChartEvent {
  kind: 'announcement' | 'exDate';
  date: string;
  title: string;
  /** The title's language where it differs from the page's (announcements are filed in Chinese only). */
  titleLang?: string;
  /** Words after the title in the page's language ("in Chinese"). */
  note?: string;
  /** The announcement's PDF. */
  href?: string;
}

export const CHART_RANGES = ['1M', '3M', '6M', '1Y', '3Y', 'all'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

const MONTHS: Record<Exclude<ChartRange, 'all'>, number> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36 };

/** The first day of a range that ends on `last` (YYYY-MM-DD): the same day so many months before. */
export function rangeStart(range: ChartRange, last: string): string | null {
  if (range === 'all') return null;
  const [year, month, day] = last.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - MONTHS[range], 1));
  // The 31st of a shorter month is that month's last day.
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start.toISOString().slice(0, 10);
}

/** The bars of a range, ending at the last bar (history oldest first). */
export function barsInRange(bars: readonly ChartBar[], range: ChartRange): ChartBar[] {
  const last = bars.at(-1);
  if (!last) return [];
  const start = rangeStart(range, last.date);
  return start === null ? [...bars] : bars.filter((bar) => bar.date > start);
}

/**
 * Each event at the index of its trading day in `bars`: the day itself or, for a date the market was shut
 * (an announcement on a Saturday), the next trading day. Events outside the bars are left out.
 */
export function placeEvents(bars: readonly ChartBar[], events: readonly ChartEvent[]): Map<number, ChartEvent[]> {
  const placed = new Map<number, ChartEvent[]>();
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return placed;
  for (const event of events) {
    if (event.date < first.date || event.date > last.date) continue;
    const index = bars.findIndex((bar) => bar.date >= event.date);
    placed.set(index, [...(placed.get(index) ?? []), event]);
  }
  return placed;
}

/** Seconds since 1970 of a day's midnight UTC: the chart's x values (spaced by trading day, not by time). */
export const dayToSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** How the x axis marks a range: a tick at the first trading day of each week, month or quarter. */
export type TickUnit = 'week' | 'month' | 'quarter';

export function tickUnit(range: ChartRange): TickUnit {
  if (range === '1M' || range === '3M') return 'week';
  if (range === '6M' || range === '1Y') return 'month';
  return 'quarter';
}

/** The period a day falls in for a unit: the Monday starting its week, its month, its quarter. */
function periodOf(date: string, unit: TickUnit): string {
  if (unit === 'month') return date.slice(0, 7);
  if (unit === 'quarter') return `${date.slice(0, 4)}Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3)}`;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The indexes of the bars that open a week, month or quarter (the first bar is not one: its period may
 * have begun before the range), every n-th of them so that at most `maxTicks` remain.
 */
export function dayTicks(bars: readonly ChartBar[], unit: TickUnit, maxTicks: number): number[] {
  const starts: number[] = [];
  for (let i = 1; i < bars.length; i++) {
    const bar = bars[i] as ChartBar;
    if (periodOf(bar.date, unit) !== periodOf((bars[i - 1] as ChartBar).date, unit)) starts.push(i);
  }
  const every = Math.max(1, Math.ceil(starts.length / Math.max(1, maxTicks)));
  return starts.filter((_, n) => n % every === 0);
}

/** A tick's words: the day (MM-DD) for weeks, the month (YYYY-MM) otherwise. */
export const tickLabel = (date: string, unit: TickUnit) => (unit === 'week' ? date.slice(5) : date.slice(0, 7));

/**
 * Rows for marks at `lefts` (pixels, in order) so that none overlaps another in its row: each goes to the
 * first row whose last mark ends `size` or more before it.
 */
export function stackMarks(lefts: readonly number[], size: number): number[] {
  const rowEnds: number[] = [];
  return lefts.map((left) => {
    let row = rowEnds.findIndex((end) => end <= left - size);
    if (row < 0) row = rowEnds.push(left) - 1;
    rowEnds[row] = left;
    return row;
  });
}
