import type { MediaFile } from '@muyuan/contract/admin/media';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { type ReactNode, useContext, useState } from 'react';
import { adminUpload } from '../admin-api.ts';
import { errorText } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { FilePicker } from '../media/media-controls.tsx';
import { MediaPicker } from '../media/media-picker.tsx';
import { fill } from '../strings.ts';
import { FormContext } from './form-context.ts';
import { useEditorStrings } from './use-editor-strings.ts';

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

interface MediaFieldProps {
  id: string;
  label: ReactNode;
  /** The field's name as screen readers hear it, for the upload button's name. */
  name: string;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  error: ReactNode;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** What an upload says when it is done: the file's name, and a PDF's page count where it was read. */
function uploadedText(file: MediaFile, s: ReturnType<typeof useEditorStrings>): string {
  const pages = file.pdf?.pages;
  return fill(pages ? s.uploadedPdf : s.uploaded, { name: file.name, pages: pages ?? '' });
}

/**
 * A media address (`/media/...`): the address, a small picture of it when it is an image, and an upload
 * into the media store, whose answer (`/media/u/<sha256>.<ext>`) becomes the address. The editor hears
 * of each upload (FormContext.onUploaded): a PDF's title can fill an empty title.
 */
export function MediaField({ id, label, name, value, readOnly, onChange, error, ...input }: MediaFieldProps) {
  const { lang, t } = useLanguage();
  const s = useEditorStrings();
  const { onUploaded } = useContext(FormContext);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const hintId = `${id}-hint`;

  const upload = async (file: File) => {
    setBusy(true);
    setFailure(null);
    setStatus(s.uploading);
    try {
      const stored = await adminUpload<MediaFile>(lang, ADMIN_PATHS.media, file);
      onChange(stored.path);
      onUploaded?.(stored);
      setStatus(uploadedText(stored, s));
    } catch (e) {
      setStatus('');
      setFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

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
        {!readOnly && (
          <>
            <FilePicker
              testId={`${id}-file`}
              className="quiet upload-button"
              disabled={busy}
              onFile={(file) => void upload(file)}
            >
              {busy ? s.uploading : s.upload}
              <span className="visually-hidden"> · {name}</span>
            </FilePicker>
            <button
              type="button"
              className="quiet upload-button"
              aria-expanded={picking}
              onClick={() => setPicking(!picking)}
            >
              {s.chooseMedia}
              <span className="visually-hidden"> · {name}</span>
            </button>
          </>
        )}
      </div>
      {picking && (
        <MediaPicker
          label={name}
          onClose={() => setPicking(false)}
          onPick={(file) => {
            onChange(file.path);
            setPicking(false);
            setFailure(null);
            setStatus(fill(s.chosenMedia, { name: file.name }));
            document.getElementById(id)?.focus();
          }}
        />
      )}
      <p className="hint" id={hintId}>
        {s.mediaHint}
      </p>
      <p className="upload-status" role="status" aria-live="polite">
        {status}
      </p>
      {failure && <p className="field-error">{failure}</p>}
      {error}
    </div>
  );
}
