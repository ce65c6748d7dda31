import type { CalendarEvent } from '@muyuan/contract/ir-calendar';
import { IR_CALENDAR_FEEDS } from '@muyuan/contract/ir-calendar-paths';
import type { Lang } from '@muyuan/contract/lang';
import { useEndpoint } from '../../../api/endpoint.ts';
import { SkeletonBox } from '../../../components/async-view/async-view.tsx';
import { useLang } from '../../../i18n/lang-context.tsx';
import { beijingDay } from '../../../lib/beijing-time.ts';
import { monthShort, weekdayShort } from '../../../lib/day-names.ts';
import type { Labels } from '../labels.ts';
import './upcoming-events.css';

/** Events shown: the next few; the feed holds them all. */
const SHOWN = 6;

/** A Beijing day as the reader's language writes its month, day and weekday (the day itself, never shifted). */
function dayParts(date: string, lang: Lang) {
  const day = new Date(`${date}T00:00:00Z`);
  return {
    year: String(day.getUTCFullYear()),
    month: monthShort(lang, day.getUTCMonth()),
    day: String(day.getUTCDate()),
    weekday: weekdayShort(lang, day.getUTCDay()),
  };
}

function EventItem({ event, labels, lang }: { event: CalendarEvent; labels: Labels; lang: Lang }) {
  const parts = dayParts(event.date, lang);
  const when = event.time
    ? labels(event.endTime ? 'calendarTimeRange' : 'calendarTime', { start: event.time, end: event.endTime ?? '' })
    : labels('calendarWholeDay');
  return (
    <li className={event.cancelled ? 'ir-event is-cancelled' : 'ir-event'} data-testid={`ir-event-${event.id}`}>
      <time className="ir-event-date" dateTime={event.date}>
        <span className="ir-event-year">{parts.year}</span>
        <span className="ir-event-month">{parts.month}</span>
        <span className="ir-event-day">{parts.day}</span>
        <span className="ir-event-weekday">{parts.weekday}</span>
      </time>
      <div className="ir-event-body">
        <p className="ir-event-kind">{labels(`calendarKind_${event.kind}`)}</p>
        <h3 className="ir-event-title">{event.title}</h3>
        {event.cancelled && <p className="ir-event-cancelled">{labels('calendarCancelled')}</p>}
        <p className="ir-event-when">
          {when}
          {event.location && <span className="ir-event-place"> · {event.location}</span>}
        </p>
        <p className="ir-event-links">
          {!event.cancelled && (
            <a href={event.file} download aria-label={labels('calendarAddTo', { title: event.title })}>
              {labels('calendarAdd')}
            </a>
          )}
          {event.url && !event.cancelled && (
            <a
              href={event.url}
              target="_blank"
              rel="noopener"
              aria-label={labels('calendarLinkTo', { title: event.title })}
            >
              {labels('calendarLink')}
            </a>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * The investor calendar's coming events on `/securities` (issue 41): results dates, meetings, calls and the
 * dividends' dates, each with its own file to add to a calendar, and the feed to subscribe to.
 */
export default function UpcomingEvents({ labels, now }: { labels: Labels; now: Date }) {
  const lang = useLang();
  const calendar = useEndpoint('irCalendar', {});
  if (calendar.error) return <p className="ir-calendar-note">{labels('calendarUnavailable')}</p>;
  if (!calendar.data) return <SkeletonBox className="ir-calendar-skeleton" lines={4} />;
  const today = beijingDay(now);
  const upcoming = calendar.data.events.filter((e) => e.date >= today).slice(0, SHOWN);
  return (
    <div className="ir-calendar">
      {upcoming.length > 0 ? (
        <ol className="ir-events">
          {upcoming.map((event) => (
            <EventItem key={event.id} event={event} labels={labels} lang={lang} />
          ))}
        </ol>
      ) : (
        <p className="ir-calendar-note">{labels('calendarNone')}</p>
      )}
      <p className="ir-calendar-feed">
        <a href={IR_CALENDAR_FEEDS[lang]}>{labels('calendarSubscribe')}</a>
        <span className="ir-calendar-hint">{labels('calendarSubscribeHint')}</span>
      </p>
    </div>
  );
}
