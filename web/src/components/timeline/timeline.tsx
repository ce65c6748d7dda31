import type { Milestone } from '@muyuan/contract/introduce';
import { SkeletonBox } from '../async-view/async-view.tsx';
import './timeline.css';
import { CARD_IMAGE_SIZES, ContentImage } from '../content-image/content-image.tsx';

/**
 * The development course: every milestone with its year, title, text and picture along a line,
 * alternating sides on wide screens, one column on phones. The text is the server's sanitized HTML.
 */
export function Timeline({ items }: { items: readonly Milestone[] }) {
  return (
    <ol className="timeline">
      {items.map((m) => (
        <li key={m.id} className="milestone">
          <p className="milestone-year">
            <time dateTime={String(m.year)}>{m.year}</time>
          </p>
          <div className="milestone-card">
            {m.image && (
              <ContentImage
                className="milestone-image"
                src={m.image}
                alt=""
                sizes={CARD_IMAGE_SIZES}
                loading="lazy"
                decoding="async"
                width="600"
                height="450"
              />
            )}
            <div className="milestone-body">
              <h3 className="milestone-title">{m.title}</h3>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server at import */}
              <div className="milestone-text rich-text" dangerouslySetInnerHTML={{ __html: m.content }} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function TimelineSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ol className="timeline" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="milestone">
          <p className="milestone-year">&nbsp;</p>
          <SkeletonBox className="milestone-card milestone-skeleton" lines={3} />
        </li>
      ))}
    </ol>
  );
}
