import { z } from 'zod';
import { querylessEndpoint } from './endpoint.ts';
import { IR_CALENDAR_PATH } from './ir-calendar-paths.ts';
import { dateSchema } from './shapes.ts';

export { IR_CALENDAR_FEEDS, IR_CALENDAR_PATH, irEventFilePath } from './ir-calendar-paths.ts';

/**
 * The investor calendar (issue 41, point 6): the IR team's events (results dates, shareholders' meetings,
 * earnings calls) and the dividends' record, ex- and payment dates, as an API list and as iCalendar files
 * (RFC 5545): one feed per language and one file per event. Times are Beijing time (Asia/Shanghai).
 */

/** The kinds of event the IR team keeps in the console (content/data/ir-events.yaml). */
export const IR_EVENT_KINDS = ['results', 'meeting', 'call', 'other'] as const;
/** Every kind the calendar shows: the IR team's and the three dates of a dividend. */
export const CALENDAR_KINDS = [...IR_EVENT_KINDS, 'dividendRecord', 'dividendEx', 'dividendPay'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** `HH:MM`, 24-hour, Beijing time. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour');

/** A calendar id: an IR event's record id, or `<dividend id>-record|ex|pay`. */
export const calendarIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,95}$/);

export const calendarEventSchema = z.object({
  id: calendarIdSchema,
  kind: z.enum(CALENDAR_KINDS),
  title: z.string(),
  date: dateSchema,
  /** Start and end, Beijing time; null for an event of the whole day (every dividend date). */
  time: clockTimeSchema.nullable(),
  endTime: clockTimeSchema.nullable(),
  location: z.string().nullable(),
  /** Where to follow it (a webcast, the meeting's notice), absolute or from the site's root. */
  url: z.string().nullable(),
  /** Called off: kept in the calendar as cancelled, so subscribers' calendars drop it. */
  cancelled: z.boolean(),
  /** The event's own file (iCalendar). */
  file: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const irCalendarSchema = z.object({
  /** Every event, oldest first (a page shows those from today on). */
  events: z.array(calendarEventSchema),
  /** The feed in the answer's language. */
  feed: z.string(),
});
export type IrCalendar = z.infer<typeof irCalendarSchema>;

export const irCalendar = querylessEndpoint(
  IR_CALENDAR_PATH,
  irCalendarSchema,
  'The investor calendar: results dates, meetings, calls and dividend dates, oldest first',
);
