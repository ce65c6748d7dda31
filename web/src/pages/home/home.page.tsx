import { useHomeBanners } from '../../api/home.ts';
import { Blocks } from '../../components/blocks/blocks.tsx';
import { PageBanner } from '../../components/page-banner/page-banner.tsx';
import { useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { HomeNews } from './home-news.tsx';
import { InvestorSnapshot } from './investor-snapshot.tsx';
import { Recommended } from './recommended.tsx';
import '../../components/tabs/tabs.css';
import './home.css';

/**
 * Home: the carousel, then the copy's blocks (the four businesses, key figures) with the news
 * centre, the investor snapshot and the recommended stories in the copy's slots.
 */
export default function HomePage({ copy }: PageProps) {
  const lang = useLang();
  const site = useSite();
  const { data: banners, error } = useHomeBanners();
  return (
    <div className="page home-page">
      <PageBanner banners={error ? [] : banners} />
      <h1 className="visually-hidden">{site?.companyName[lang]}</h1>
      <Blocks
        blocks={copy?.blocks ?? []}
        slots={{ news: <HomeNews />, investors: <InvestorSnapshot />, recommended: <Recommended /> }}
      />
    </div>
  );
}
