/**
 * An iCalendar writer (RFC 5545) for the investor calendar: events on Beijing days, timed in Asia/Shanghai
 * with its VTIMEZONE, or of the whole day. Written here rather than with a library: the one maintained
 * generator formats DTSTAMP in the calendar's zone without the UTC "Z" once a VTIMEZONE is wanted, which
 * RFC 5545 forbids (decision 280). Lines end in CRLF and are folded at 75 octets, never inside a character.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const TIME_ZONE = 'Asia/Shanghai';

export interface IcsEvent {
  uid: string;
  sequence: number;
  /** ISO time of the event's last change (DTSTAMP, in UTC). */
  stamp: string;
  /** YYYY-MM-DD, Beijing day. */
  date: string;
  /** HH:MM Beijing time, or null for the whole day. */
  time: string | null;
  endTime: string | null;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  cancelled: boolean;
  /** Where it belongs (a dividend date, a results date): CATEGORIES. */
  category: string;
}

export interface IcsCalendar {
  /** PRODID. */
  product: string;
  /** The calendar's name as applications show it (X-WR-CALNAME). */
  name: string;
  /** RFC 5646 tag of its words. */
  language: string;
  /** A feed: PUBLISH; one event offered to add: PUBLISH too (no reply is expected). */
  events: readonly IcsEvent[];
}

/** Text as a property value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** One content line folded at 75 octets: continuation lines start with a space (RFC 5545, 3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const compact = (date: string) => date.replaceAll('-', '');
const clock = (time: string) => `${time.replace(':', '')}00`;
/** An ISO time as a UTC date-time: 20260101T080000Z. */
const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
/** The day after a YYYY-MM-DD (an all-day event's DTEND is exclusive). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** An hour after a time of day, kept within the day. */
const hourLater = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h >= 23 ? '23:59' : `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/** China has kept UTC+8 all year since 1991: one standard observance says it. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19910915T020000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(e: IcsEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(e.uid)}`, `SEQUENCE:${e.sequence}`, `DTSTAMP:${utc(e.stamp)}`];
  if (e.time) {
    lines.push(`DTSTART;TZID=${TIME_ZONE}:${compact(e.date)}T${clock(e.time)}`);
    lines.push(`DTEND;TZID=${TIME_ZONE}:${compact(e.date)}T${clock(e.endTime ?? hourLater(e.time))}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compact(e.date)}`, `DTEND;VALUE=DATE:${compact(nextDay(e.date))}`);
    // A date to note, not time taken: calendars do not show the day as busy.
    lines.push('TRANSP:TRANSPARENT');
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push(`CATEGORIES:${escapeText(e.category)}`);
  lines.push(`STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as an iCalendar object: CRLF line ends, folded lines, one VTIMEZONE when any event is timed. */
export function buildIcs(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.product}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME;LANGUAGE=${calendar.language}:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
  ];
  if (calendar.events.some((e) => e.time)) lines.push(...VTIMEZONE);
  for (const event of calendar.events) lines.push(...eventLines(event));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
