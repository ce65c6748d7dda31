import { useEffect, useState } from 'react';
import { formatBytes } from '../../i18n/format-bytes.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { useLanguage } from '../language.tsx';
import { openAttachment, PREVIEWED } from './attachment-bytes.ts';
import { type CaseStrings, problemText } from './case-strings.ts';
import type { OpenedFile } from './open-case.ts';
import { SealedError } from './sealed-box.ts';

interface Shown {
  id: string;
  url: string;
  type: string;
}

/** A case's attachments: opened on request, images and PDFs shown in the page, others saved. */
export function CaseAttachments({ caseId, files, s }: { caseId: string; files: OpenedFile[]; s: CaseStrings }) {
  const { lang } = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A blob address holds the clear bytes: let it go when another is shown or the page closes.
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown.url) : undefined), [shown]);

  const open = async (file: OpenedFile) => {
    setBusy(file.id);
    setError(null);
    try {
      const blob = await openAttachment(lang, caseId, file);
      const url = URL.createObjectURL(blob);
      if (PREVIEWED.has(file.type)) setShown({ id: file.id, url, type: file.type });
      else {
        const link = document.createElement('a');
        link.href = url;
        link.download = file.name;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
    } catch (e) {
      setError(e instanceof SealedError ? problemText(s, e.problem) : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  if (files.length === 0) return <p className="muted">{s.noAttachments}</p>;
  const showing = shown && files.find((f) => f.id === shown.id);
  return (
    <>
      <ul className="case-files" data-testid="case-files">
        {files.map((file) => (
          <li key={file.id}>
            <span className="case-file-name">{file.name}</span>
            <span className="muted">
              {file.type} · {formatBytes(file.size)}
            </span>
            <button type="button" onClick={() => void open(file)} disabled={busy !== null}>
              {busy === file.id ? s.opening : PREVIEWED.has(file.type) ? s.openAttachment : s.saveAttachment}
            </button>
          </li>
        ))}
      </ul>
      <p className="form-error" role="alert">
        {error}
      </p>
      {shown && showing && (
        <figure className="case-preview" data-testid="case-preview">
          {shown.type === 'application/pdf' ? (
            <iframe src={shown.url} title={formatMessage(lang, s.previewOf, { name: showing.name })} />
          ) : (
            <img src={shown.url} alt={formatMessage(lang, s.previewOf, { name: showing.name })} />
          )}
          <figcaption>
            <a href={shown.url} download={showing.name}>
              {s.saveAttachment} {showing.name}
            </a>
          </figcaption>
        </figure>
      )}
    </>
  );
}
