import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page-content not-found-page">
      <h1>{t('notFound')}</h1>
      <Link href="/">{t('backHome')}</Link>
    </div>
  );
}
