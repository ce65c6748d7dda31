import type { BlockOf } from '@muyuan/contract/page-copy';
import { ContentImage } from '../content-image/content-image.tsx';
import { InlineText } from '../inline-text/inline-text.tsx';

/** Paragraphs of prose, with a picture beside them on wide screens (above them on phones). */
export function TextBlock({ block }: { block: BlockOf<'text'> }) {
  return (
    <div className="text-block" data-image={block.image ? (block.imageSide ?? 'right') : 'none'}>
      <div className="prose">
        {block.paragraphs.map((p) => (
          <p key={p}>
            <InlineText text={p} />
          </p>
        ))}
      </div>
      {block.image && (
        <figure className="text-block-figure">
          <ContentImage
            src={block.image}
            alt={block.imageAlt ?? ''}
            sizes="(max-width: 900px) 100vw, 600px"
            loading="lazy"
            decoding="async"
            width="600"
            height="450"
          />
        </figure>
      )}
    </div>
  );
}
