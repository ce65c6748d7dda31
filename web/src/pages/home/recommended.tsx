import { useState } from 'react';
import { useBrandBuild } from '../../api/brand.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { CardGridSkeleton } from '../../components/card-grid/card-grid.tsx';
import { CARD_IMAGE_SIZES, ContentImage } from '../../components/content-image/content-image.tsx';
import { PlayButton } from '../../components/play-button/play-button.tsx';
import { type PlayedVideo, PlayedVideoDialog } from '../../components/video-dialog/video-dialog.tsx';
import { isValidUrl } from '../../lib/url.ts';

/** Recommended stories of the brand: picture, title and text; a story with a film plays it in the video dialog. */
export function Recommended() {
  const result = useBrandBuild();
  const [video, setVideo] = useState<PlayedVideo | null>(null);
  return (
    <>
      <AsyncView result={result} skeleton={<CardGridSkeleton count={4} columns={4} />}>
        {(items) => (
          <ul className="card-grid recommended" data-columns={4}>
            {items.map((item) => (
              <li key={item.id} className="card">
                <div className="card-media">
                  {item.image && (
                    <ContentImage
                      src={item.image}
                      alt=""
                      sizes={CARD_IMAGE_SIZES}
                      loading="lazy"
                      decoding="async"
                      width="600"
                      height="450"
                    />
                  )}
                  {isValidUrl(item.videoInfo) && (
                    <PlayButton
                      title={item.title}
                      size={56}
                      className="card-play"
                      onPlay={() =>
                        setVideo({ src: item.videoInfo ?? '', title: item.title, description: item.videoDescription })
                      }
                    />
                  )}
                </div>
                <div className="card-body">
                  <h3 className="card-title">{item.title}</h3>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server at import */}
                  <div className="card-text rich-text" dangerouslySetInnerHTML={{ __html: item.content }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
      <PlayedVideoDialog video={video} onClose={() => setVideo(null)} />
    </>
  );
}
