import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/page-loaders.ts';
import { HorizontalScrollList } from '../../components/horizontal-scroll-list/horizontal-scroll-list.tsx';
import { ImageViewer } from '../../components/image-viewer/image-viewer.tsx';
import type { ViewerSlide } from '../../components/image-viewer/viewer-slide.ts';
import { RouteBanner } from '../../components/page-banner/route-banner.tsx';
import { SlideShow } from '../../components/slide-show/slide-show.tsx';
import { CURRENT_LANG } from '../../lib/language.ts';
import { isValidUrl } from '../../lib/url.ts';
import { CopySections } from '../copy-sections.tsx';
import { PageHeading } from '../page-heading.tsx';
import { visualItemsOf } from './visual-items.ts';

/**
 * Visual centre (placeholder until its own issue): the copy's pictures and videos in the horizontal
 * scroll list, opening the image viewer (videos with a play overlay), and a slide show.
 */
export function OpticCentrePage({ route, copy }: PageProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const [showing, setShowing] = useState(false);
  const visuals = visualItemsOf(copy);
  const items = visuals.map((v) => ({
    img: v.image,
    text: v.title,
    mode: isValidUrl(v.video) ? ('video' as const) : ('image' as const),
  }));
  const slides: ViewerSlide[] = visuals.flatMap((v) =>
    v.image ? [{ src: v.image, alt: v.title, video: v.video }] : [],
  );
  const preview = (index: number) => {
    const src = visuals[index]?.image;
    setViewing(
      Math.max(
        0,
        slides.findIndex((s) => s.src === src),
      ),
    );
  };
  const { items: _items, ...rest } = copy ?? { title: '', description: '' };
  return (
    <div className="page optic-centre-page">
      <RouteBanner route={route} />
      <div className="page-content">
        <PageHeading title={route.kind === 'page' ? route.item.title[CURRENT_LANG] : ''} copy={copy} />
        <CopySections copy={copy ? rest : null} />
        <section className="page-section" aria-label={t('gallery')}>
          <h2>{t('gallery')}</h2>
          <button
            type="button"
            className="button-primary"
            disabled={slides.length === 0}
            onClick={() => setShowing(true)}
          >
            {t('startSlideShow')}
          </button>
          <HorizontalScrollList label={t('gallery')} items={items} onPreview={preview} />
        </section>
      </div>
      <ImageViewer slides={slides} index={viewing} onClose={() => setViewing(null)} />
      <SlideShow slides={slides} open={showing} onClose={() => setShowing(false)} />
    </div>
  );
}
