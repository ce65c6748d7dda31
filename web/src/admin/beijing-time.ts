/**
 * Times as the company reads them: Beijing time (UTC+8, no daylight saving), with the date, whatever the
 * time zone of the browser. The audit trail stores UTC; filters given as Beijing days become UTC instants.
 */
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-25 12:40:29` for an ISO time (seconds dropped with `seconds: false`). */
export function beijingTime(iso: string, { seconds = true } = {}): string {
  const parts = Object.fromEntries(FORMAT.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ''}`;
  return `${parts.year}-${parts.month}-${parts.day} ${time}`;
}

/** The first instant of a Beijing day (`YYYY-MM-DD`), as ISO UTC. */
export const beijingDayStart = (day: string): string => new Date(`${day}T00:00:00.000+08:00`).toISOString();

/** The last millisecond of a Beijing day, as ISO UTC (the API's `to` is inclusive). */
export const beijingDayEnd = (day: string): string => new Date(`${day}T23:59:59.999+08:00`).toISOString();
