import { Link } from 'wouter';
import { useT } from '../i18n/t.ts';

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The header's search icon: opens the search page. */
export function SearchLink({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <Link href="/search" className="icon-button search-link" aria-label={t('search')} onClick={onNavigate}>
      <SearchIcon />
    </Link>
  );
}
