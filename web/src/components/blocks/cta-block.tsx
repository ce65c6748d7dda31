import type { BlockOf } from '@muyuan/contract/page-copy';
import { InlineText } from '../inline-text/inline-text.tsx';
import { SmartLink } from '../smart-link/smart-link.tsx';

/** A call to action: what to do next and the button that does it. */
export function CtaBlock({ block }: { block: BlockOf<'cta'> }) {
  return (
    <div className="cta">
      <div className="cta-text">
        <h2 className="cta-heading">
          <InlineText text={block.heading} />
        </h2>
        {block.text && (
          <p>
            <InlineText text={block.text} />
          </p>
        )}
      </div>
      <div className="cta-actions">
        <SmartLink to={block.link} className="button-primary button-large">
          {block.label}
        </SmartLink>
        {block.secondaryLink && block.secondaryLabel && (
          <SmartLink to={block.secondaryLink} className="button-ghost button-large">
            {block.secondaryLabel}
          </SmartLink>
        )}
      </div>
    </div>
  );
}
