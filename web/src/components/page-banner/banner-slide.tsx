import type { Banner } from '@muyuan/contract/shapes';
import { isValidUrl } from '../../lib/url.ts';
import { ContentImage } from '../content-image/content-image.tsx';
import { PlayButton } from '../play-button/play-button.tsx';

interface Props {
  banner: Banner;
  /** The first slide is the page's largest paint: load it at once. */
  eager: boolean;
  onPlay: (video: string, title: string, description: string | null) => void;
}

/** One 4:1 banner: picture, title and subtitle; a link opens in a new tab; a play icon for a valid video. */
export function BannerSlide({ banner, eager, onPlay }: Props) {
  const body = (
    <>
      <ContentImage
        className="banner-image"
        src={banner.picInfo}
        alt=""
        sizes="100vw"
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
        <PlayButton
          title={banner.title}
          size={64}
          className="banner-play"
          onPlay={() => onPlay(video, banner.title, banner.videoDescription)}
        />
      )}
    </div>
  );
}
