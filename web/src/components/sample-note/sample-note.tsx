import { useT } from '../../i18n/t.ts';
import { InlineText } from '../inline-text/inline-text.tsx';
import './sample-note.css';

/**
 * The one label of illustrative content (placeholder names, partners, survey participants,
 * responsibility figures), in the visitor's language: a "sample content" tag and a sentence. `text`,
 * from the copy, says precisely which part is illustrative where real facts sit beside it; without it
 * the standard sentence says the whole band is.
 */
export function SampleNote({ text }: { text?: string }) {
  const t = useT();
  return (
    <p className="sample-note" role="note">
      <span className="sample-note-tag">{t('sampleTag')}</span>
      <span className="sample-note-text">
        <InlineText text={text ?? t('sampleNote')} />
      </span>
    </p>
  );
}
