import { useT } from '../../i18n/t.ts';
import './investors.css';

/** A link to an RSS feed, with the feed icon, opened in a new tab (a browser shows the XML or hands it to a reader). */
export function FeedLink({ href, label }: { href: string; label: string }) {
  const t = useT();
  return (
    <a href={href} className="ir-feed-link" target="_blank" rel="noopener noreferrer" type="application/rss+xml">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <rect width="16" height="16" rx="3" fill="#e8832a" />
        <circle cx="4.5" cy="11.5" r="1.6" fill="#fff" />
        <path d="M3 7a6 6 0 0 1 6 6M3 3.5A9.5 9.5 0 0 1 12.5 13" stroke="#fff" strokeWidth="1.8" fill="none" />
      </svg>
      {label}
      <span className="visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}
