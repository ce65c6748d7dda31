import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useSearch } from '../../api/search.ts';
import type { PageProps } from '../../app/page-loaders.ts';
import { CURRENT_LANG } from '../../lib/language.ts';
import { PageHeading } from '../page-heading.tsx';
import { SearchResults } from './search-results.tsx';

const PAGE_SIZE = 10;

/** Site search: a keyword form, the results heading with a count, the hits, and a pager. */
export function SearchPage({ route, copy }: PageProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [params] = useSearchParams();
  const fromAddress = params.get('keyword') ?? '';
  const [draft, setDraft] = useState(fromAddress);
  const [keyword, setKeyword] = useState(fromAddress);
  const [pageNum, setPageNum] = useState(1);
  const { data, error, isLoading } = useSearch(keyword, pageNum, PAGE_SIZE);

  // A new keyword from the header's search box starts a new search.
  useEffect(() => {
    if (!fromAddress) return;
    setDraft(fromAddress);
    setKeyword(fromAddress);
    setPageNum(1);
  }, [fromAddress]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPageNum(1);
  };
  const title = route.kind === 'page' ? route.item.title[CURRENT_LANG] : t('search');
  return (
    <div className="page page-content search-page">
      <PageHeading title={title} copy={copy} />
      <search>
        <form className="search-form" onSubmit={submit}>
          <label htmlFor={inputId}>{t('search')}</label>
          <input id={inputId} type="search" value={draft} maxLength={50} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="button-primary">
            {t('search')}
          </button>
        </form>
      </search>
      {keyword && (
        <SearchResults
          data={data}
          error={error as Error | undefined}
          loading={isLoading}
          pageNum={pageNum}
          pageSize={PAGE_SIZE}
          onPage={setPageNum}
        />
      )}
    </div>
  );
}
