import type { ReactNode } from 'react';
import { useEditorStrings } from './use-editor-strings.ts';

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

interface MediaFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  error: ReactNode;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** A media address (`/media/...`): the address, and a small picture of it when it is an image. */
export function MediaField({ id, label, value, readOnly, onChange, error, ...input }: MediaFieldProps) {
  const s = useEditorStrings();
  const hintId = `${id}-hint`;
  return (
    <div className="field media-field">
      {label}
      <div className="media-row">
        <input
          id={id}
          {...input}
          aria-describedby={[input['aria-describedby'], hintId].filter(Boolean).join(' ')}
          type="text"
          spellCheck={false}
          readOnly={readOnly}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
        />
        {IMAGE.test(value) && value.startsWith('/media/') && (
          // The address as the site serves it; alt is empty: the address beside it says what it is.
          <img className="media-thumb" src={value} alt="" loading="lazy" />
        )}
      </div>
      <p className="hint" id={hintId}>
        {s.mediaHint}
      </p>
      {error}
    </div>
  );
}
