import { type FormEvent, useEffect, useId, useState } from 'react';
import { navigate, useHashPath, useHashSearch, withQuery } from '../app/hash-location.ts';
import { useT } from '../i18n/t.ts';

/** The keyword the search page shows, or '' on any other page. */
function useShownKeyword(): string {
  const [path] = useHashPath();
  const search = useHashSearch();
  return path === '/search' ? (new URLSearchParams(search).get('keyword') ?? '') : '';
}

/**
 * The header's search field (shown only when the language is not English). It writes the keyword
 * into the search page's address and shows the keyword that page shows, so the two boxes agree.
 */
export function SearchBox() {
  const t = useT();
  const id = useId();
  const shown = useShownKeyword();
  const [keyword, setKeyword] = useState(shown);
  useEffect(() => setKeyword(shown), [shown]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (text) navigate(withQuery('/search', '', { keyword: text }));
  };
  return (
    <search className="search-box">
      <form onSubmit={submit}>
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
      </form>
    </search>
  );
}
