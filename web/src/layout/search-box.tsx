import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../i18n/t.ts';
import { navigate, useHashPath, useHashSearch, withQuery } from '../routing/hash-location.ts';
import { SearchIcon } from './search-link.tsx';

/** The keyword the search page shows, or '' on any other page. */
function useShownKeyword(): string {
  const [path] = useHashPath();
  const search = useHashSearch();
  return path === '/search' ? (new URLSearchParams(search).get('keyword') ?? '') : '';
}

/**
 * The header's search field (shown only when the language is not English). It writes the keyword
 * into the search page's address and shows the keyword that page shows, so the two boxes agree. Its
 * search icon is a real submit button (for keyboard and switch users; Enter works too), standing in
 * for the separate search link while the box is shown.
 */
export function SearchBox() {
  const t = useT();
  const id = useId();
  const shown = useShownKeyword();
  const [keyword, setKeyword] = useState(shown);
  useEffect(() => setKeyword(shown), [shown]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box opens the search page, as the search icon elsewhere does.
    navigate(withQuery('/search', '', { keyword: keyword.trim() }));
  };
  return (
    <search className="search-box">
      {/* Named apart from the search page's own form and the report lookup (two forms, two names). */}
      <form onSubmit={submit} aria-label={t('siteSearch')}>
        <label className="visually-hidden" htmlFor={id}>
          {t('search')}
        </label>
        <input
          id={id}
          type="search"
          value={keyword}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className="icon-button search-submit" aria-label={t('search')}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
