/**
 * Times as the company and the exchange read them: Beijing time, whatever the browser's time zone.
 * China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact for every date
 * the site shows, and it is arithmetic: an `Intl.DateTimeFormat` with `timeZone` loads the time-zone
 * database on its first use, which cost the securities page a long task at start (issue 43).
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The ISO text of an instant moved to Beijing's wall clock (`YYYY-MM-DDTHH:MM:SS.sssZ`, the Z meaning nothing). */
const wallClock = (ms: number): string => new Date(ms + BEIJING_OFFSET_MS).toISOString();

/**
 * `2026-11-25 12:40:29` for an ISO time (`12:40` with `seconds: false`); text that is not a time is
 * given back as it came.
 */
export function beijingTime(iso: string, { seconds = true } = {}): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const clock = wallClock(ms);
  return `${clock.slice(0, 10)} ${clock.slice(11, seconds ? 19 : 16)}`;
}

/** The Beijing day (`YYYY-MM-DD`) of an instant. */
export const beijingDay = (at: Date): string => wallClock(at.getTime()).slice(0, 10);

/** The first instant of a Beijing day (`YYYY-MM-DD`), as ISO UTC. */
export const beijingDayStart = (day: string): string => new Date(`${day}T00:00:00.000+08:00`).toISOString();

/** The last millisecond of a Beijing day, as ISO UTC (the API's `to` is inclusive). */
export const beijingDayEnd = (day: string): string => new Date(`${day}T23:59:59.999+08:00`).toISOString();
