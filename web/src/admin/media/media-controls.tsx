import { MEDIA_KINDS, type MediaKind } from '@muyuan/contract/admin/media';
import { type ReactNode, useId, useRef } from 'react';
import { useLanguage } from '../language.tsx';
import { MEDIA_STRINGS } from './media-strings.ts';

/** What the media store takes (the server checks the bytes; this only narrows the browser's picker). */
const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml,application/pdf,video/mp4';

interface FilePickerProps {
  /** What the browser's picker offers (the server checks what comes): media files unless said. */
  accept?: string;
  /** The button's accessible name where its text alone does not say what for (one button a table row). */
  label?: string;
  /** The hidden input's test id (tests set its files). */
  testId: string;
  className?: string;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The button's content. */
  children: ReactNode;
}

/**
 * A button that opens the browser's file picker for one file (a media file, a price file). The input stays out of sight and
 * out of the tab order (the button is what people reach) and is emptied once it hands the file over,
 * so the same file can be chosen again.
 */
export function FilePicker({
  accept = MEDIA_ACCEPT,
  label,
  testId,
  className,
  disabled,
  onFile,
  children,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className={className}
        aria-label={label}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </button>
    </>
  );
}

/** The library's filter by kind of file (every kind, or one). */
export function KindFilter({ kind, onChange }: { kind: MediaKind | null; onChange: (kind: MediaKind | null) => void }) {
  const s = MEDIA_STRINGS[useLanguage().lang];
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      {s.kindFilter}
      <select id={id} value={kind ?? ''} onChange={(e) => onChange((e.target.value || null) as MediaKind | null)}>
        <option value="">{s.allKinds}</option>
        {MEDIA_KINDS.map((k) => (
          <option key={k} value={k}>
            {s[k]}
          </option>
        ))}
      </select>
    </label>
  );
}
