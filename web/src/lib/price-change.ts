/** Which way a price moved; shown by the Chinese convention: red up, green down, grey unchanged. */
export type Direction = 'up' | 'down' | 'flat';

export function direction(change: number): Direction {
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'flat';
}

/**
 * A change as text with its sign, so colour is never the only cue: "+0.81", "−0.81", "0.00"; a
 * percentage gets "%" ("+1.97%").
 */
export function signed(value: number, digits: number, suffix = ''): string {
  const text = Math.abs(value).toFixed(digits);
  if (value > 0) return `+${text}${suffix}`;
  if (value < 0) return `−${text}${suffix}`;
  return `${text}${suffix}`;
}

const DAY_MS = 86_400_000;

/** The day `days` calendar days before `date` (both YYYY-MM-DD, counted as UTC days: no time zone shifts them). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
