import type { BlockOf } from '@muyuan/contract/page-copy';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { CARD_IMAGE_SIZES, ContentImage } from '../content-image/content-image.tsx';
import { ImageViewer } from '../image-viewer/image-viewer.tsx';
import { InlineText } from '../inline-text/inline-text.tsx';

/** Pictures in a grid (certificates, sites); choosing one opens it in the image viewer. */
export function GalleryBlock({ block }: { block: BlockOf<'gallery'> }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="gallery">
        {block.items.map((item, i) => (
          <li key={item.image} className="gallery-item">
            <button type="button" className="gallery-open" onClick={() => setOpen(i)}>
              <ContentImage
                src={item.image}
                alt=""
                sizes={CARD_IMAGE_SIZES}
                loading="lazy"
                decoding="async"
                width="600"
                height="450"
              />
              <span className="visually-hidden">{t('labelled', { label: t('viewImage'), value: '' })}</span>
              <span className="gallery-title">{item.title}</span>
            </button>
            {item.text && (
              <p className="gallery-text">
                <InlineText text={item.text} />
              </p>
            )}
          </li>
        ))}
      </ul>
      <ImageViewer
        slides={block.items.map((item) => ({ src: item.image, alt: item.title }))}
        index={open}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
