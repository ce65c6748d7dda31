import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/page-loaders.ts';
import { RouteBanner } from '../../components/page-banner/route-banner.tsx';

/** Placeholder of the catch-all detail route `/detail/<kind>/<id>`; the real detail pages come later. */
export function DetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const id = route.kind === 'detail' ? route.id : '';
  return (
    <div className="page detail-page" data-kind={route.kind === 'detail' ? route.detailKind : undefined}>
      <RouteBanner route={route} />
      <div className="page-content">
        <h1>{t('detailHeading')}</h1>
        <p className="detail-id">{t('detailId', { id })}</p>
      </div>
    </div>
  );
}
