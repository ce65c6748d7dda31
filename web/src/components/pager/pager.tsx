import { Link } from 'wouter';
import en from '../../i18n/locales/en/pager.json';
import zh from '../../i18n/locales/zh-CN/pager.json';
import { useMessages } from '../../i18n/t.ts';
import { pageItems } from './page-items.ts';
import './pager.css';

/** The pager's words come with the list pages that show it, not with every page's first download. */
const PAGER_MESSAGES = { zh, en };

interface Props {
  pageNum: number;
  total: number;
  pageSize: number;
  /** The route of a page of the list (its number in the address, so reload and back keep it). */
  hrefFor: (page: number) => string;
}

/** Page numbers with previous and next, as links: each page has its own address. */
export function Pager({ pageNum, total, pageSize, hrefFor }: Props) {
  const t = useMessages(PAGER_MESSAGES);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pagination')}>
      <ul>
        <li>
          {pageNum > 1 ? (
            <Link className="pager-step" href={hrefFor(pageNum - 1)} rel="prev">
              ‹ {t('previousPage')}
            </Link>
          ) : (
            <span className="pager-step" aria-disabled="true">
              ‹ {t('previousPage')}
            </span>
          )}
        </li>
        {pageItems(pageNum, pages).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, in fixed places
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager-page"
                href={hrefFor(item)}
                aria-current={item === pageNum ? 'page' : undefined}
                aria-label={t('pageNumber', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {pageNum < pages ? (
            <Link className="pager-step" href={hrefFor(pageNum + 1)} rel="next">
              {t('nextPage')} ›
            </Link>
          ) : (
            <span className="pager-step" aria-disabled="true">
              {t('nextPage')} ›
            </span>
          )}
        </li>
      </ul>
      <p className="pager-status">{t('pageOf', { page: pageNum, pages })}</p>
    </nav>
  );
}
