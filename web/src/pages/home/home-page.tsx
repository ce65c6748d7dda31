import { useTranslation } from 'react-i18next';
import { useHomeBanners } from '../../api/home.ts';
import type { PageProps } from '../../app/page-loaders.ts';
import { PageBanner } from '../../components/page-banner/page-banner.tsx';
import { SITE } from '../../content/site.ts';
import { CURRENT_LANG } from '../../lib/language.ts';
import { HomeNews } from './home-news.tsx';

/** Home: the home banner carousel and a short news list (the full home page is a later issue). */
export function HomePage({ copy }: PageProps) {
  const { t } = useTranslation();
  const { data: banners, error } = useHomeBanners();
  return (
    <div className="page home-page">
      <PageBanner banners={error ? [] : banners} />
      <div className="page-content">
        <h1 className="visually-hidden">{SITE.companyName[CURRENT_LANG]}</h1>
        {copy?.description && <p className="page-lead">{copy.description}</p>}
        <section className="page-section" aria-label={t('latestNews')}>
          <h2>{t('latestNews')}</h2>
          <HomeNews />
        </section>
      </div>
    </div>
  );
}
