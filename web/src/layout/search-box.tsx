import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/hash-location.ts';

/** The header's search field (shown only when the language is not English). */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (text) navigate(`/search?keyword=${encodeURIComponent(text)}`);
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
