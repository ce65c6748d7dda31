import type { ComplaintSettings, UploadResult } from '@muyuan/contract/compliance';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { uploadAttachment } from '../../api/compliance.ts';
import { formatBytes } from '../../i18n/format-bytes.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { useReportMessages } from './report-messages.ts';

interface Props {
  settings: ComplaintSettings | undefined;
  files: readonly UploadResult[];
  onChange: (files: UploadResult[]) => void;
  onBusy: (busy: boolean) => void;
  error?: string | undefined;
}

/**
 * The evidence: an upload button that sends each chosen file at once (encrypted on arrival on the
 * server), its progress, the files received with their size, and a way to remove one before submitting.
 */
export function Attachments({ settings, files, onChange, onBusy, error }: Props) {
  const m = useReportMessages();
  const t = useT();
  const lang = useLang();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const maxFiles = settings?.maxFiles ?? 10;
  const maxBytes = settings?.maxFileBytes ?? 30 * 1024 * 1024;
  const sizeMb = maxBytes / 1024 / 1024;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!settings || chosen.length === 0) return;
    setProblem(null);
    const received = [...files];
    onBusy(true);
    try {
      for (const file of chosen) {
        if (received.length >= maxFiles) {
          setProblem(m('tooManyFiles', { max: maxFiles }));
          break;
        }
        if (file.size > maxBytes) {
          setProblem(m('fileTooLarge', { name: file.name, size: sizeMb }));
          continue;
        }
        setProgress({ name: file.name, share: 0 });
        try {
          received.push(
            await uploadAttachment(settings.uploadUrl, file, lang, (share) => setProgress({ name: file.name, share })),
          );
          onChange([...received]);
        } catch (e) {
          setProblem(t('labelled', { label: file.name, value: (e as Error).message }));
        }
      }
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  return (
    <div className="attachments">
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <button
        type="button"
        className="button-secondary"
        onClick={() => input.current?.click()}
        disabled={!settings || progress !== null || files.length >= maxFiles}
      >
        {m('upload')}
      </button>
      <p className="field-hint">
        {m('filesHint', {
          max: maxFiles,
          size: sizeMb,
          types: settings?.acceptedTypes.join(lang === 'zh' ? '、' : ', ') ?? '',
        })}
      </p>
      {progress && (
        <p className="upload-progress" role="status">
          {progress.name} · {m('uploading', { percent: Math.round(progress.share * 100) })}
          <progress value={progress.share} max={1} />
        </p>
      )}
      {(problem || error) && (
        <p className="field-error" role="alert">
          {problem ?? error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="attachment-list">
          {files.map((file) => (
            <li key={file.id}>
              <span className="attachment-name">{file.name}</span>
              <span className="attachment-size">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(files.filter((f) => f.id !== file.id))}
                aria-label={t('labelled', { label: m('remove'), value: file.name })}
              >
                {m('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
