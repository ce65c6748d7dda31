import { API_PATHS } from './api-paths.ts';
import type { Lang } from './lang.ts';

/**
 * The investor calendar's addresses, without zod: the page that shows the calendar imports these (its own
 * chunk), never the schemas in ir-calendar.ts.
 */

export const IR_CALENDAR_PATH = API_PATHS.irCalendar;

/** The calendar feeds, one per language (subscribed to in a calendar application). */
export const IR_CALENDAR_FEEDS: Record<Lang, string> = { zh: '/ir/calendar.ics', en: '/en/ir/calendar.ics' };

/** One event's file ("add to calendar"), by its calendar id. */
export const irEventFilePath = (lang: Lang, id: string): string =>
  `${lang === 'en' ? '/en' : ''}/ir/events/${encodeURIComponent(id)}.ics`;
