import { MEDIA_KINDS, type MediaKind } from '@muyuan/contract/admin/media';
import { useId } from 'react';
import { useLanguage } from '../language.tsx';
import { MEDIA_STRINGS } from './media-strings.ts';

/** What the media store takes (the server checks the bytes; this only narrows the browser's picker). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml,application/pdf,video/mp4';

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
