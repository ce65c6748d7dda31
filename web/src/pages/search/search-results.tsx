import type { Page } from '@muyuan/contract/paging';
import type { SearchHit } from '@muyuan/contract/search';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

interface Props {
  data: Page<SearchHit> | undefined;
  error: Error | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function SearchResults({ data, error, loading, pageNum, pageSize, onPage }: Props) {
  const { t } = useTranslation();
  if (error) return <p role="alert">{t('requestFailed', { message: error.message })}</p>;
  if (!data) return <p role="status">{loading ? t('loading') : ''}</p>;
  const pages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
    <section className="search-results" aria-live="polite">
      <h2>
        {t('searchResults')} <span className="result-count">{t('resultCount', { count: data.total })}</span>
      </h2>
      {data.list.length === 0 ? (
        <p>{t('noResults')}</p>
      ) : (
        <ol className="search-hits">
          {data.list.map((hit) => (
            <li key={`${hit.kind}-${hit.id}`}>
              {hit.route.startsWith('/') && !hit.route.startsWith('/media/') ? (
                <Link href={hit.route}>{hit.title}</Link>
              ) : (
                <a href={hit.route} target="_blank" rel="noopener noreferrer">
                  {hit.title}
                </a>
              )}
              <p>{hit.snippet}</p>
            </li>
          ))}
        </ol>
      )}
      <nav className="pager" aria-label={t('pageOf', { page: pageNum, pages })}>
        <button type="button" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
          {t('previousPage')}
        </button>
        <span className="pager-status">{t('pageOf', { page: pageNum, pages })}</span>
        <button type="button" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
          {t('nextPage')}
        </button>
      </nav>
    </section>
  );
}
