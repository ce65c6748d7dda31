import { MAX_SEARCH_KEYWORD_LENGTH } from '@muyuan/contract/constants';
import type { SearchHit } from '@muyuan/contract/search';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearch } from '../../api/search.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { PageIntro } from '../../components/content-page/page-intro.tsx';
import { NewsListSkeleton } from '../../components/news-list/news-list.tsx';
import { readPage } from '../../components/pager/page-items.ts';
import { Pager } from '../../components/pager/pager.tsx';
import { SmartLink } from '../../components/smart-link/smart-link.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { navigate, useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';
import { DocumentResults, DocumentsJump } from './document-results.tsx';
import { Highlight, searchTerms } from './highlight.tsx';
import { useSearchMessages } from './search-messages.ts';
import './search.css';

const PAGE_SIZE = 10;

/**
 * Site search: the keyword and the page live in the address (`#/search?keyword=饲料&page=2`), which
 * the header's box also writes, so both boxes always show the same search. Hits show their kind,
 * date, and the matched words marked in the title and the snippet. The documents found by their text
 * (issue 42) are a group of their own beside them, with their own filters and paging in the address.
 */
export default function SearchPage({ route, copy }: PageProps) {
  const t = useT();
  const own = useSearchMessages();
  const lang = useLang();
  const inputId = useId();
  const documentsId = useId();
  const query = useRouteQuery(route.path);
  const keyword = (query.get('keyword') ?? '').trim();
  const pageNum = readPage(query.get('page'));
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const result = useSearch(keyword, pageNum, PAGE_SIZE);
  const terms = searchTerms(keyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text) navigate(withQuery('/search', '', { keyword: text }));
  };
  const title = route.kind === 'page' ? route.item.title[lang] : t('search');
  return (
    <div className="page search-page">
      <PageIntro route={route} title={title} lead={copy?.description} />
      <div className="container search-body">
        <search>
          <form className="search-form" onSubmit={submit} aria-label={t('search')}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('search')}
            </label>
            <input
              id={inputId}
              type="search"
              value={draft}
              maxLength={MAX_SEARCH_KEYWORD_LENGTH}
              placeholder={t('searchPlaceholder')}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="button-primary">
              {t('search')}
            </button>
          </form>
        </search>
        {keyword && <DocumentsJump keyword={keyword} query={query} headingId={documentsId} />}
        {keyword && (
          <div className="search-groups">
            <section className="search-results" aria-live="polite" aria-busy={result.isLoading}>
              <AsyncView result={result} skeleton={<NewsListSkeleton rows={5} compact />} isEmpty={() => false}>
                {(page) => (
                  <>
                    <h2 className="search-heading">
                      {own('searchResults')}{' '}
                      <span className="result-count">{own('resultCount', { count: page.total })}</span>
                    </h2>
                    {page.list.length === 0 ? (
                      <p className="data-state data-empty">{own('noResults')}</p>
                    ) : (
                      <ol className="search-hits">
                        {page.list.map((hit) => (
                          <SearchHitRow key={`${hit.kind}-${hit.id}`} hit={hit} terms={terms} />
                        ))}
                      </ol>
                    )}
                    <Pager
                      pageNum={page.pageNum}
                      total={page.total}
                      pageSize={page.pageSize}
                      hrefFor={(p) => withQuery('/search', query.toString(), { page: p })}
                    />
                  </>
                )}
              </AsyncView>
            </section>
            <DocumentResults keyword={keyword} terms={terms} query={query} headingId={documentsId} />
          </div>
        )}
      </div>
    </div>
  );
}

function SearchHitRow({ hit, terms }: { hit: SearchHit; terms: string[] }) {
  const own = useSearchMessages();
  return (
    <li className="search-hit">
      <p className="search-hit-meta">
        <span className="search-kind" data-kind={hit.kind}>
          {own(`searchKind.${hit.kind}`)}
        </span>
        {hit.publishDate && <time dateTime={hit.publishDate}>{hit.publishDate}</time>}
      </p>
      <h3 className="search-hit-title">
        <SmartLink to={hit.route}>
          <Highlight text={hit.title} terms={terms} />
        </SmartLink>
      </h3>
      {hit.snippet && (
        <p className="search-snippet">
          <Highlight text={hit.snippet} terms={terms} />
        </p>
      )}
    </li>
  );
}
