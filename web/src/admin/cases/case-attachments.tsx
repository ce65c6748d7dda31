import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { useEffect, useState } from 'react';
import { AdminApiError } from '../admin-api.ts';
import { useLanguage } from '../language.tsx';
import { fill } from '../strings.ts';
import { type CaseStrings, problemText } from './case-strings.ts';
import type { OpenedFile } from './open-case.ts';
import { openFile, SealedError } from './sealed-box.ts';

/** Types shown in the page: images as <img> (nothing in them runs), PDFs in the browser's own viewer. */
const PREVIEWED = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The sealed bytes of one attachment from the server (an audited download), opened here with its key. */
async function openAttachment(lang: string, caseId: string, file: OpenedFile): Promise<Blob> {
  const response = await fetch(withParams(ADMIN_PATHS.caseAttachment, { id: caseId, fileId: file.id }), {
    credentials: 'same-origin',
    headers: { lang },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new AdminApiError(response.status, response.headers.get('x-error-code') ?? '', body?.msg ?? '');
  }
  const clear = await openFile(file.key, new Uint8Array(await response.arrayBuffer()));
  // The type is the one checked at upload (magic bytes), and only a known one is given to the browser.
  return new Blob([new Uint8Array(clear)], { type: PREVIEWED.has(file.type) ? file.type : 'application/octet-stream' });
}

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
              {file.type} · {sizeText(file.size)}
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
            <iframe src={shown.url} title={fill(s.previewOf, { name: showing.name })} />
          ) : (
            <img src={shown.url} alt={fill(s.previewOf, { name: showing.name })} />
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
