import type { BlockOf } from '@muyuan/contract/page-copy';
import { InlineText } from '../inline-text/inline-text.tsx';

/** One statement set large (a mission, a promise), with who says it. */
export function HighlightBlock({ block }: { block: BlockOf<'highlight'> }) {
  return (
    <figure className="highlight">
      <blockquote>
        <p>
          <InlineText text={block.text} />
        </p>
      </blockquote>
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}
