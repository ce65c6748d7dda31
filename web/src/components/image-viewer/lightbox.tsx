import { CAROUSEL_INTERVAL_MS } from '@muyuan/contract/constants';
import { useId, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import { motionPaused } from '../../access/use-motion-paused.ts';
import { PlayButton } from '../play-button/play-button.tsx';
import 'yet-another-react-lightbox/styles.css';
import './lightbox.css';
import { useT } from '../../i18n/t.ts';
import type { ViewerSlide } from './viewer-slide.ts';

export interface LightboxProps {
  slides: ViewerSlide[];
  index: number;
  onClose: () => void;
  /** Slide-show mode: advances by itself every CAROUSEL_INTERVAL_MS (unless motion is paused). */
  slideshow?: boolean;
}

/** The lightbox behind the image viewer and the slide show; this module is loaded only when one opens. */
export default function ViewerLightbox({ slides, index, onClose, slideshow = false }: LightboxProps) {
  const t = useT();
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides.map((s) => ({ src: s.src, alt: s.alt }))}
      plugins={slideshow ? [Slideshow] : []}
      // With motion paused the slide show opens still; its play button starts it on request.
      slideshow={{ autoplay: slideshow && !motionPaused(), delay: CAROUSEL_INTERVAL_MS }}
      labels={{ Close: t('close'), Previous: t('previous'), Next: t('next'), Play: t('play'), Pause: t('pause') }}
      render={{
        slide: ({ slide }) => {
          const shown = slides.find((s) => s.src === slide.src);
          return shown?.video ? (
            <VideoSlide
              poster={slide.src}
              alt={slide.alt ?? ''}
              video={shown.video}
              description={shown.videoDescription ?? null}
            />
          ) : undefined;
        },
      }}
    />
  );
}

/**
 * The play button that had focus is gone once the video shows: focus moves to the video, inside the
 * viewer, so the viewer's keys (Escape closes it) keep working while the video plays.
 */
const focusOnMount = (video: HTMLVideoElement | null) => video?.focus();

/**
 * A video's poster with a play overlay; pressing it plays the video in place. Its text description
 * stays under it either way, for a visitor who cannot see the film or cannot play it.
 */
function VideoSlide({
  poster,
  alt,
  video,
  description,
}: {
  poster: string;
  alt: string;
  video: string;
  description: string | null;
}) {
  const t = useT();
  const descriptionId = useId();
  const [playing, setPlaying] = useState(false);
  const player = playing ? (
    // biome-ignore lint/a11y/useMediaCaption: the site's videos carry no speech that needs captions
    <video
      className="viewer-video"
      src={video}
      poster={poster}
      ref={focusOnMount}
      aria-describedby={description ? descriptionId : undefined}
      autoPlay
      controls
      controlsList="nodownload noremoteplayback noplaybackrate"
      disablePictureInPicture
      disableRemotePlayback
    />
  ) : (
    <div className="viewer-video-poster">
      <img src={poster} alt={alt} />
      <PlayButton title={alt} size={72} className="viewer-play" onPlay={() => setPlaying(true)} />
    </div>
  );
  if (!description) return player;
  return (
    <figure className="viewer-video-figure">
      {player}
      <figcaption id={descriptionId} className="viewer-video-description">
        <span className="viewer-video-description-label">{t('videoDescription')}</span>
        {description}
      </figcaption>
    </figure>
  );
}
