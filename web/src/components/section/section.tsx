import type { ReactNode } from 'react';
import { InlineText } from '../inline-text/inline-text.tsx';
import { ItemHeadingLevelProvider } from './item-heading-level.tsx';
import './section.css';

export type SectionTone = 'plain' | 'muted' | 'brand';

interface Props {
  heading?: string;
  lead?: string;
  /** Background band: plain white, a muted tint, or the dark brand band. */
  tone?: SectionTone;
  /** Extra class names for the section element. */
  className?: string;
  id?: string;
  /** Heading level: 2 on pages, 3 inside a sub-section. */
  level?: 2 | 3;
  /** Put on the right of the heading (e.g. a "more" link). */
  action?: ReactNode;
  children?: ReactNode;
}

/** A band of a page: its heading and lead, then the content, centred at a readable width. */
export function Section({ heading, lead, tone = 'plain', className, id, level = 2, action, children }: Props) {
  const Heading = `h${level}` as const;
  return (
    <section className={['kit-section', className].filter(Boolean).join(' ')} data-tone={tone} id={id}>
      <div className="container">
        {(heading || action) && (
          <div className="kit-section-head">
            {heading && (
              <Heading className="kit-section-title">
                <InlineText text={heading} />
              </Heading>
            )}
            {action && <div className="kit-section-action">{action}</div>}
          </div>
        )}
        {lead && (
          <p className="kit-section-lead">
            <InlineText text={lead} />
          </p>
        )}
        <ItemHeadingLevelProvider level={heading ? (level === 2 ? 3 : 4) : level}>{children}</ItemHeadingLevelProvider>
      </div>
    </section>
  );
}
