import { CAROUSEL_INTERVAL_MS } from '@muyuan/contract/constants';
import type { Banner } from '@muyuan/contract/shapes';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useMotionPaused } from '../../access/use-motion-paused.ts';
import { BannerSlide } from './banner-slide.tsx';

interface Props {
  banners: Banner[];
  onPlay: (video: string, title: string, description: string | null) => void;
}

/**
 * More than one banner: a looping carousel that advances every CAROUSEL_INTERVAL_MS, with dots. It
 * stands still while motion is paused (the reading settings, elder mode, the system's reduced motion).
 */
export function BannerCarousel({ banners, onPlay }: Props) {
  const paused = useMotionPaused();
  const [viewportRef, api] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true, active: !paused }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={banners[selected]?.title}>
      <div className="banner-viewport" ref={viewportRef}>
        <div className="banner-track">
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern marks each slide as a group
            <div
              role="group"
              className="banner-cell"
              key={banner.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}`}
              data-selected={index === selected}
            >
              <BannerSlide banner={banner} eager={index === 0} onPlay={onPlay} />
            </div>
          ))}
        </div>
      </div>
      <div className="banner-dots">
        {banners.map((banner, index) => (
          <button
            type="button"
            key={banner.id}
            className="banner-dot"
            aria-label={`${banner.title} (${index + 1} / ${banners.length})`}
            aria-current={index === selected}
            onClick={() => api?.scrollTo(index)}
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
