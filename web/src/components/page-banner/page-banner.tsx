import type { Banner } from '@muyuan/contract/shapes';
import { useState } from 'react';
import { type PlayedVideo, PlayedVideoDialog } from '../video-dialog/video-dialog.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { BannerSlide } from './banner-slide.tsx';
import './page-banner.css';
import { useT } from '../../i18n/t.ts';

interface Props {
  /** The banners; undefined while loading. */
  banners: Banner[] | undefined;
}

/**
 * The page-header banner (spec section 2): several banners autoplay, a single one stands still, none
 * gives a 360 px placeholder box. A banner's play icon opens the video dialog.
 */
export function PageBanner({ banners }: Props) {
  const t = useT();
  const [video, setVideo] = useState<PlayedVideo | null>(null);
  const onPlay = (src: string, title: string, description: string | null) => setVideo({ src, title, description });

  let body: React.ReactNode;
  if (!banners || banners.length === 0) {
    // While loading, the box only says it is busy: "no banner yet" would be untrue until the answer came.
    body = banners ? (
      <div className="banner-placeholder" data-state="empty">
        <span className="visually-hidden">{t('bannerPlaceholder')}</span>
      </div>
    ) : (
      <div className="banner-placeholder" data-state="loading" aria-busy="true" />
    );
  } else if (banners.length === 1 && banners[0]) {
    body = <BannerSlide banner={banners[0]} eager onPlay={onPlay} />;
  } else {
    body = <BannerCarousel banners={banners} onPlay={onPlay} />;
  }

  return (
    <section className="page-banner" data-count={banners?.length ?? 0} aria-label={t('banner')}>
      {body}
      <PlayedVideoDialog video={video} onClose={() => setVideo(null)} />
    </section>
  );
}
