import { DOCUMENT_STATES, type DocumentState } from '@muyuan/contract/admin/documents';
import { formatNumber } from '../../i18n/format-number.ts';
import { STATE_NAMES } from '../document-words.ts';
import { useLanguage } from '../language.tsx';
import type { DocumentsStrings } from './documents-strings.ts';

/** The addresses counted per state at the top of the screen; each count is also the filter to its files. */
export function StateFilter({
  counts,
  state,
  s,
  onChange,
}: {
  counts: Record<DocumentState, number>;
  state: DocumentState | null;
  s: DocumentsStrings;
  onChange: (state: DocumentState | null) => void;
}) {
  const { lang } = useLanguage();
  const total = DOCUMENT_STATES.reduce((sum, k) => sum + counts[k], 0);
  const tile = (key: DocumentState | null, name: string, n: number) => (
    <li key={key ?? 'all'}>
      <button
        type="button"
        className={`documents-tile documents-tile-${key ?? 'all'}`}
        aria-pressed={state === key}
        data-state={key ?? 'all'}
        onClick={() => onChange(key)}
      >
        <strong>{formatNumber(n)}</strong>
        <span>{name}</span>
      </button>
    </li>
  );
  return (
    <nav aria-label={s.stateFilter}>
      <ul className="documents-tiles" data-testid="documents-counts">
        {tile(null, s.all, total)}
        {DOCUMENT_STATES.map((key) => tile(key, STATE_NAMES[lang][key], counts[key]))}
      </ul>
    </nav>
  );
}
