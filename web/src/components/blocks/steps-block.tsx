import type { BlockOf } from '@muyuan/contract/page-copy';
import { formatFigure } from '@muyuan/contract/unit-converter';
import { useLang } from '../../i18n/lang-context.tsx';
import { InlineText } from '../inline-text/inline-text.tsx';
import { useItemHeadingLevel } from '../section/item-heading-level.tsx';

/** A process as numbered steps (feed to table, application to offer), each with its figure if it has one. */
export function StepsBlock({ block }: { block: BlockOf<'steps'> }) {
  const lang = useLang();
  const Title = `h${useItemHeadingLevel()}` as const;
  return (
    <ol className="steps" data-count={block.items.length}>
      {block.items.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <Title className="step-title">{step.title}</Title>
          {step.figure && (
            <p className="step-figure">
              <strong>{formatFigure(step.figure.num, lang)}</strong>
              {step.figure.unit && <span>{step.figure.unit}</span>}
            </p>
          )}
          <p className="step-text">
            <InlineText text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
