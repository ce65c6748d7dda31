/**
 * When the exchange trades, in Beijing time (UTC+8 all year, no daylight saving). Pure functions of a
 * moment and the list of closures, so tests give any clock.
 *
 * The poller asks from the opening call auction (09:15) to the morning close (11:30), and from the
 * afternoon open (13:00) until five minutes after the close (15:05), when the closing auction's
 * result has been published. A trading day is a weekday that is not a closure (market_closures).
 */

const HOUR = 3600;
const BEIJING_OFFSET_MS = 8 * HOUR * 1000;

/** Polling windows in seconds after Beijing midnight, both ends included. */
export const POLLING_WINDOWS: readonly (readonly [number, number])[] = [
  [9 * HOUR + 15 * 60, 11 * HOUR + 30 * 60],
  [13 * HOUR, 15 * HOUR + 5 * 60],
];
/** The close: a quote dated at or after it is the day's closing quote. */
const CLOSE = 15 * HOUR;

export interface BeijingMoment {
  /** YYYY-MM-DD on the Beijing calendar. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Whole seconds after Beijing midnight. */
  second: number;
}

export function beijingMoment(at: Date | number): BeijingMoment {
  const local = new Date((typeof at === 'number' ? at : at.getTime()) + BEIJING_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    second: local.getUTCHours() * HOUR + local.getUTCMinutes() * 60 + local.getUTCSeconds(),
  };
}

/** A weekday the exchange has not announced as closed. */
export function isTradingDay(date: string, weekday: number, closures: ReadonlySet<string>): boolean {
  return weekday !== 0 && weekday !== 6 && !closures.has(date);
}

/** Whether the feed is worth asking at `at`: a trading day, within a polling window. */
export function isPollingTime(at: Date | number, closures: ReadonlySet<string>): boolean {
  const { date, weekday, second } = beijingMoment(at);
  return isTradingDay(date, weekday, closures) && POLLING_WINDOWS.some(([from, to]) => second >= from && second <= to);
}

/**
 * A live quote's status as shown at `now`: halted as the feed said; else closed once it is the day's
 * closing quote (dated at or after 15:00) or from an earlier day than today; else trading.
 */
export function shownStatus(
  stored: 'trading' | 'halted',
  quoteTime: string,
  now: Date | number,
): 'trading' | 'halted' | 'closed' {
  if (stored === 'halted') return 'halted';
  const quoted = beijingMoment(Date.parse(quoteTime));
  return quoted.second >= CLOSE || quoted.date < beijingMoment(now).date ? 'closed' : 'trading';
}
