import type { MediaFile } from '@muyuan/contract/admin/media';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useContext, useState } from 'react';
import { formatMessage } from '../../../i18n/format-message.ts';
import { adminUpload } from '../../admin-api.ts';
import { FilePicker } from '../../file-picker.tsx';
import { errorText } from '../../form-error.tsx';
import { useLanguage } from '../../language.tsx';
import { MEDIA_ACCEPT } from '../../media/media-controls.tsx';
import { MediaPicker } from '../../media/media-picker.tsx';
import type { ConsoleLang } from '../../strings.ts';
import { FormContext } from '../form-context.ts';
import type { useEditorStrings } from '../use-editor-strings.ts';
import { asText, ControlShell, type FieldProps, useControl } from './shell.tsx';

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** What an upload says when it is done: the file's name, and a PDF's page count where it was read. */
function uploadedText(file: MediaFile, s: ReturnType<typeof useEditorStrings>, lang: ConsoleLang): string {
  const pages = file.pdf?.pages;
  return formatMessage(lang, pages ? s.uploadedPdf : s.uploaded, { name: file.name, count: pages ?? '' });
}

/**
 * A media address (`/media/...`): the address, a small picture of it when it is an image, and an upload
 * into the media store, whose answer (`/media/u/<sha256>.<ext>`) becomes the address, or a file chosen
 * from the library. The editor hears of each upload (FormContext.onUploaded): a PDF's title can fill an
 * empty title.
 */
export function MediaField(props: FieldProps) {
  const { lang, s, text, readOnly, control, label, setText } = useControl(props);
  const { t } = useLanguage();
  const { onUploaded } = useContext(FormContext);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const value = asText(props.value);
  const { id } = control;
  const hintId = `${id}-hint`;
  // The field's name as screen readers hear it, for the buttons' names and the picker's.
  const name = `${text}${props.context ?? ''}${props.labelSuffix ?? ''}`;

  const upload = async (file: File) => {
    setBusy(true);
    setFailure(null);
    setStatus(s.uploading);
    try {
      const stored = await adminUpload<MediaFile>(lang, ADMIN_PATHS.media, file);
      setText(stored.path);
      onUploaded?.(stored);
      setStatus(uploadedText(stored, s, lang));
    } catch (e) {
      setStatus('');
      setFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ControlShell className="media-field" label={label} path={props.path}>
      <div className="media-row">
        <input
          {...control}
          aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
          type="text"
          spellCheck={false}
          readOnly={readOnly}
          value={value}
          onChange={(e) => setText(e.target.value.trim())}
        />
        {IMAGE.test(value) && value.startsWith('/media/') && (
          // The address as the site serves it; alt is empty: the address beside it says what it is.
          <img className="media-thumb" src={value} alt="" loading="lazy" />
        )}
        {!readOnly && (
          <>
            <FilePicker
              accept={MEDIA_ACCEPT}
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
            setText(file.path);
            setPicking(false);
            setFailure(null);
            setStatus(formatMessage(lang, s.chosenMedia, { name: file.name }));
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
    </ControlShell>
  );
}
