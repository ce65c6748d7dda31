import type { Banner } from '@muyuan/contract/shapes';
import { useTranslation } from 'react-i18next';
import { isValidUrl } from '../../lib/url.ts';

interface Props {
  banner: Banner;
  /** The first slide is the page's largest paint: load it at once. */
  eager: boolean;
  onPlay: (video: string, title: string) => void;
}

/** One 4:1 banner: picture, title and subtitle; a link opens in a new tab; a play icon for a valid video. */
export function BannerSlide({ banner, eager, onPlay }: Props) {
  const { t } = useTranslation();
  const body = (
    <>
      <img
        className="banner-image"
        src={banner.picInfo}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        width={1920}
        height={480}
      />
      <div className="banner-caption">
        <p className="banner-title">{banner.title}</p>
        {banner.subtitle && <p className="banner-subtitle">{banner.subtitle}</p>}
      </div>
    </>
  );
  const video = banner.videoInfo;
  return (
    <div className="banner-slide">
      {banner.linkUrl ? (
        <a className="banner-link" href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        body
      )}
      {isValidUrl(video) && (
        <button
          type="button"
          className="banner-play"
          aria-label={`${t('playVideo')}: ${banner.title}`}
          onClick={() => onPlay(video, banner.title)}
        >
          <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
            <circle cx="32" cy="32" r="30" fill="rgba(0,0,0,0.45)" stroke="#fff" strokeWidth="3" />
            <path d="M26 20 46 32 26 44z" fill="#fff" />
          </svg>
        </button>
      )}
    </div>
  );
}
