import { useDocumentSearch } from '../../api/search.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { readDocumentQuery } from './document-filter.ts';
import { DocumentFilters } from './document-filters.tsx';
import { DocumentHitRow } from './document-hit.tsx';
import { DocumentPager } from './document-pager.tsx';
import { useSearchMessages } from './search-messages.ts';
import './documents.css';

/** Documents a page of the group shows: each brings up to three pages, so fewer than the page results. */
export const DOCUMENT_PAGE_SIZE = 5;

interface Props {
  keyword: string;
  terms: string[];
  /** The search page's query (the keyword, both groups' filters and pages). */
  query: URLSearchParams;
  /** The group heading's id, which the jump above the page results leads to. */
  headingId: string;
}

/** The documents of the search the address names (one request, shared by the group and the jump to it). */
function useDocumentsOf(keyword: string, query: URLSearchParams) {
  const { page, ...filter } = readDocumentQuery(query);
  return { filter, result: useDocumentSearch(keyword, filter, page, DOCUMENT_PAGE_SIZE) };
}

/**
 * The search's second group: published PDFs whose text holds the keyword, each with its best pages,
 * narrowed by kind and year and paged through the address.
 */
export function DocumentResults({ keyword, terms, query, headingId }: Props) {
  const own = useSearchMessages();
  const search = query.toString();
  const { filter, result } = useDocumentsOf(keyword, query);
  const filtered = filter.kind !== null || filter.year !== null;
  return (
    <section className="document-results" aria-labelledby={headingId} aria-busy={result.isLoading}>
      <h2 className="search-heading" id={headingId} tabIndex={-1}>
        {own('documents')}
        {result.data && <span className="document-count">{own('documentCount', { count: result.data.total })}</span>}
      </h2>
      <p className="document-lead">{own('documentsLead')}</p>
      <AsyncView result={result} skeleton={<DocumentResultsSkeleton />} isEmpty={() => false}>
        {(found) => (
          <>
            {(found.total > 0 || filtered) && <DocumentFilters search={search} filter={filter} facets={found} />}
            {found.list.length === 0 ? (
              <p className="data-state data-empty">
                {own(filtered ? 'noDocumentsFiltered' : 'noDocuments', { keyword })}
              </p>
            ) : (
              <ol className="search-hits document-hits">
                {found.list.map((hit) => (
                  <DocumentHitRow key={`${hit.kind} ${hit.file} ${hit.title}`} hit={hit} terms={terms} />
                ))}
              </ol>
            )}
            <DocumentPager search={search} pageNum={found.pageNum} pageSize={found.pageSize} total={found.total} />
          </>
        )}
      </AsyncView>
    </section>
  );
}

/**
 * Where the groups stand one above the other (a phone, a narrow window), a line under the search box
 * says how many documents were found and takes the visitor to them. A button, not a link: in a hash
 * address a `#fragment` would be read as a route.
 */
export function DocumentsJump({ keyword, query, headingId }: Omit<Props, 'terms'>) {
  const own = useSearchMessages();
  const { result } = useDocumentsOf(keyword, query);
  const total = result.data?.total ?? 0;
  if (total === 0) return null;
  const jump = () => {
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <p className="search-jump">
      <button type="button" className="link-button" onClick={jump}>
        {own('jumpToDocuments', { count: total })} <span aria-hidden="true">↓</span>
      </button>
    </p>
  );
}

/** The group's shape while it loads: the filter rows and a few documents. */
function DocumentResultsSkeleton() {
  return (
    <div className="document-skeleton" aria-hidden="true">
      <SkeletonBox className="document-filters-skeleton" />
      {[0, 1, 2].map((i) => (
        <SkeletonBox key={i} lines={3} className="document-hit-skeleton" />
      ))}
    </div>
  );
}
