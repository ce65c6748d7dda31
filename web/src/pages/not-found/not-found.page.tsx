import { Link } from 'wouter';
import en from '../../i18n/locales/en/not-found.json';
import zh from '../../i18n/locales/zh-CN/not-found.json';
import { useMessages, useT } from '../../i18n/t.ts';
import '../detail/detail.css';

/** An address the site does not have: say so, and offer the way home and the search. */
const NOT_FOUND_MESSAGES = { zh, en };

export default function NotFoundPage() {
  const t = useT();
  const own = useMessages(NOT_FOUND_MESSAGES);
  return (
    <div className="page not-found-page detail-missing">
      <div className="container">
        <p className="missing-code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound')}</h1>
        <p>{own('notFoundHint')}</p>
        <p className="missing-actions">
          <Link href="/" className="button-primary">
            {t('backHome')}
          </Link>
          <Link href="/search" className="button-secondary">
            {t('search')}
          </Link>
        </p>
      </div>
    </div>
  );
}
