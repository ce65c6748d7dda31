import { Link } from 'wouter';
import { useT } from '../../i18n/t.ts';
import '../detail/detail.css';

/** An address the site does not have: say so, and offer the way home and the search. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <div className="page not-found-page detail-missing">
      <div className="container">
        <p className="missing-code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound')}</h1>
        <p>{t('notFoundHint')}</p>
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
