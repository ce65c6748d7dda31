import { Link } from 'wouter';
import { documentPageHref } from './document-filter.ts';
import { useSearchMessages } from './search-messages.ts';

interface Props {
  search: string;
  pageNum: number;
  pageSize: number;
  total: number;
}

/**
 * Previous and next for the documents group, with where the visitor is ("6–10 of 12"). Not the site's
 * numbered pager: the page results above have that one, and two "next page" links on one page would
 * read alike to a screen reader.
 */
export function DocumentPager({ search, pageNum, pageSize, total }: Props) {
  const own = useSearchMessages();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = Math.min(total, (pageNum - 1) * pageSize + 1);
  const to = Math.min(total, pageNum * pageSize);
  return (
    <nav className="document-pager" aria-label={own('documentPages')}>
      {pageNum > 1 ? (
        <Link className="pager-step" href={documentPageHref(search, pageNum - 1)} rel="prev">
          ‹ {own('previousDocuments')}
        </Link>
      ) : (
        <span className="pager-step" aria-disabled="true">
          ‹ {own('previousDocuments')}
        </span>
      )}
      <p className="document-range">{own('documentRange', { from, to, total })}</p>
      {pageNum < pages ? (
        <Link className="pager-step" href={documentPageHref(search, pageNum + 1)} rel="next">
          {own('nextDocuments')} ›
        </Link>
      ) : (
        <span className="pager-step" aria-disabled="true">
          {own('nextDocuments')} ›
        </span>
      )}
    </nav>
  );
}
