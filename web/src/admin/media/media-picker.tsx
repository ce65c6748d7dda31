import type { MediaKind, MediaListItem, MediaPage } from '@muyuan/contract/admin/media';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { PageNav } from '../page-nav.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { KindFilter } from './media-controls.tsx';
import { MediaPreview } from './media-preview.tsx';
import { MEDIA_STRINGS } from './media-strings.ts';

/** Files on one page of the picker: a few rows of thumbnails. */
const PICKER_PAGE_SIZE = 12;

interface MediaPickerProps {
  /** Whom the picker serves, as screen readers hear it ("Cover (Chinese)"). */
  label: string;
  onPick: (file: MediaListItem) => void;
  onClose: () => void;
}

/**
 * The media library inside a record's form: the newest files first, by kind, each a button that puts
 * its address into the field. Shown in place under the field (not a dialog), so the form stays where
 * the person was; Escape or Close leaves it.
 */
export function MediaPicker({ label, onPick, onClose }: MediaPickerProps) {
  const { lang, t } = useLanguage();
  const s = MEDIA_STRINGS[lang];
  const [kind, setKind] = useState<MediaKind | null>(null);
  const [pageNum, setPageNum] = useState(1);
  // The page of the kind chosen, the last one shown until it comes.
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(PICKER_PAGE_SIZE) });
  if (kind) query.set('kind', kind);
  const read = useAdminRead<MediaPage>(`${ADMIN_PATHS.media}?${query}`, { keepPrevious: true });
  const loaded = read.data ?? null;
  const error = read.error ? errorText(read.error, t) : null;

  const pages = loaded ? Math.max(1, Math.ceil(loaded.total / PICKER_PAGE_SIZE)) : 1;
  return (
    <fieldset
      className="media-picker"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <legend className="media-picker-title">
        {s.pickerTitle}
        <span className="visually-hidden"> · {label}</span>
      </legend>
      <div className="media-picker-head">
        <KindFilter
          kind={kind}
          onChange={(k) => {
            setKind(k);
            setPageNum(1);
          }}
        />
        <button type="button" className="quiet" onClick={onClose}>
          {s.closePicker}
        </button>
      </div>
      <FormError message={error} />
      {loaded && loaded.list.length === 0 && <p className="hint">{kind ? s.emptyKind : s.empty}</p>}
      {loaded && loaded.list.length > 0 && (
        <ul className="media-picker-list">
          {loaded.list.map((file) => (
            <li key={file.sha256}>
              <button
                type="button"
                className="media-choice"
                aria-label={formatMessage(lang, s.pick, { name: file.name })}
                onClick={() => onPick(file)}
              >
                <MediaPreview file={file} />
                <span className="media-choice-name">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {loaded && pages > 1 && <PageNav page={pageNum} pages={pages} s={s} onPage={setPageNum} />}
    </fieldset>
  );
}
