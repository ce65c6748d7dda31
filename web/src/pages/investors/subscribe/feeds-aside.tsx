import { FEED_PATHS } from '@muyuan/contract/api-paths';
import { IR_CALENDAR_FEEDS } from '@muyuan/contract/ir-calendar-paths';
import { Link } from 'wouter';
import { useLang } from '../../../i18n/lang-context.tsx';
import { FeedLink } from '../feed-link.tsx';
import type { Labels } from '../labels.ts';

/** The copy's words this part shows. */
export const FEED_LABELS = [
  'feedsHeading',
  'feedsLead',
  'rssHeading',
  'rssAnnouncements',
  'rssNews',
  'rssHint',
  'calendarHeading',
  'calendarFeed',
  'calendarHint',
  'calendarPage',
] as const;

/**
 * The ways to follow the company without leaving an address, beside the form: the RSS feeds of the
 * investor pages and the investor calendar's iCalendar feed (issue 41: the calendar beside the RSS feeds).
 */
export function FeedsAside({ labels, id }: { labels: Labels; id: string }) {
  const lang = useLang();
  return (
    <aside className="alert-feeds" aria-labelledby={id}>
      <h3 className="alert-feeds-title" id={id}>
        {labels('feedsHeading')}
      </h3>
      <p className="alert-feeds-lead">{labels('feedsLead')}</p>
      <section className="alert-feed-group" aria-labelledby={`${id}-rss`}>
        <h4 id={`${id}-rss`}>{labels('rssHeading')}</h4>
        <ul>
          <li>
            <FeedLink href={FEED_PATHS.announcements} label={labels('rssAnnouncements')} />
          </li>
          <li>
            <FeedLink href={FEED_PATHS.news[lang]} label={labels('rssNews')} />
          </li>
        </ul>
        <p className="alert-hint">{labels('rssHint')}</p>
      </section>
      <section className="alert-feed-group" aria-labelledby={`${id}-calendar`}>
        <h4 id={`${id}-calendar`}>{labels('calendarHeading')}</h4>
        <p>
          <a href={IR_CALENDAR_FEEDS[lang]} className="alert-calendar-link" type="text/calendar">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <rect x="1" y="2.5" width="14" height="12.5" rx="2" fill="#3d6300" />
              <rect x="2.5" y="6" width="11" height="7.5" rx="1" fill="#fff" />
              <path d="M4.5 1v3M11.5 1v3" stroke="#3d6300" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            {labels('calendarFeed')}
          </a>
        </p>
        <p className="alert-hint">{labels('calendarHint')}</p>
        <p>
          <Link href="/securities" className="alert-more-link">
            {labels('calendarPage')}
          </Link>
        </p>
      </section>
    </aside>
  );
}
