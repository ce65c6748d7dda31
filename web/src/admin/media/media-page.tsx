import type {
  MediaFile,
  MediaKind,
  MediaListItem,
  MediaPage as MediaPageAnswer,
  MediaUse,
} from '@muyuan/contract/admin/media';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useState } from 'react';
import { formatBytes } from '../../i18n/format-bytes.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { AdminApiError, adminCall, adminUpload } from '../admin-api.ts';
import { collectionName } from '../content/content-names.ts';
import { stateText } from '../document-words.ts';
import { FilePicker } from '../file-picker.tsx';
import { errorText, FormError } from '../form-error.tsx';
import { formatTime } from '../format-time.ts';
import { contentHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { PageNav } from '../page-nav.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import { KindFilter, MEDIA_ACCEPT } from './media-controls.tsx';
import { MediaPreview } from './media-preview.tsx';
import { MEDIA_STRINGS, type MediaStrings } from './media-strings.ts';
import './media-page.css';

/** Files on one screen of the library. */
export const MEDIA_PAGE_SIZE = 50;

/** What an upload says when it is done: the file's name, and a PDF's page count where it was read. */
const uploadedText = (file: MediaFile, s: MediaStrings, lang: ConsoleLang) =>
  file.pdf?.pages
    ? formatMessage(lang, s.uploadedPdf, { name: file.name, count: file.pdf.pages })
    : formatMessage(lang, s.uploaded, { name: file.name });

/** An address short enough for a table cell: the hash's first and last characters (the full one is its title). */
const shortPath = (path: string) => path.replace(/([0-9a-f]{8})[0-9a-f]{48}([0-9a-f]{8})/, '$1…$2');

/** A file's size, and its pixels or pages where known. */
function detailsOf(file: MediaFile, s: MediaStrings, lang: ConsoleLang): string {
  const parts = [file.mime, formatBytes(file.size)];
  if (file.image) parts.push(formatMessage(lang, s.pixels, { w: file.image.width, h: file.image.height }));
  if (file.pdf?.pages) parts.push(formatMessage(lang, s.pages, { count: file.pdf.pages }));
  return parts.join(' · ');
}

/**
 * The media library (`#/media`): every uploaded file, newest first, with where content uses it.
 * Editors and publishers upload (the server checks the bytes, strips pictures' metadata and names the
 * file by its SHA-256); publishers delete a file nothing uses (the server refuses one in use, 409).
 */
export function MediaPage({ me }: { me: Me }) {
  const { lang, t } = useLanguage();
  const s = MEDIA_STRINGS[lang];
  const canUpload = me.roles.includes('editor') || me.roles.includes('publisher');
  const canDelete = me.roles.includes('publisher');
  const [kind, setKind] = useState<MediaKind | null>(null);
  const [pageNum, setPageNum] = useState(1);
  // The page of the kind chosen, the last one shown until it comes; read again after each change.
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(MEDIA_PAGE_SIZE) });
  if (kind) query.set('kind', kind);
  const media = useAdminRead<MediaPageAnswer>(`${ADMIN_PATHS.media}?${query}`, { keepPrevious: true });
  const loaded = media.data ?? null;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (media.error ? errorText(media.error, t) : null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      setStatus(await work());
      await media.mutate();
    } catch (e) {
      setError(errorText(e, t));
      // A refused delete (in use since the list was read) shows the uses the server named.
      if (e instanceof AdminApiError && e.code === 'media_in_use') await media.mutate();
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) =>
    act(async () => {
      const stored = await adminUpload<MediaFile>(lang, ADMIN_PATHS.media, file);
      setPageNum(1);
      return uploadedText(stored, s, lang);
    });

  const remove = (file: MediaListItem) =>
    act(async () => {
      await adminCall(lang, 'DELETE', withParams(ADMIN_PATHS.mediaFile, { sha256: file.sha256 }));
      setConfirming(null);
      return formatMessage(lang, s.deleted, { name: file.name });
    });

  const copy = async (path: string) => {
    try {
      await navigator.clipboard.writeText(path);
      setStatus(formatMessage(lang, s.copied, { path }));
    } catch {
      // Without clipboard access the address is still shown in the row to select by hand.
      setStatus(path);
    }
  };

  const pages = loaded ? Math.max(1, Math.ceil(loaded.total / MEDIA_PAGE_SIZE)) : 1;
  return (
    <section className="card media-page" aria-labelledby="media-title">
      <header className="screen-head">
        <h1 id="media-title">{s.title}</h1>
      </header>
      <p className="hint media-intro">{s.intro}</p>
      {!canUpload && <p className="hint">{s.readOnly}</p>}

      <div className="media-tools">
        <KindFilter
          kind={kind}
          onChange={(k) => {
            setKind(k);
            setPageNum(1);
          }}
        />
        {canUpload && (
          <div className="media-upload">
            <FilePicker
              accept={MEDIA_ACCEPT}
              testId="media-file"
              className="primary"
              disabled={busy}
              onFile={(file) => void upload(file)}
            >
              {busy ? s.uploading : s.upload}
            </FilePicker>
            <span className="hint">{s.uploadHint}</span>
          </div>
        )}
      </div>

      <p className="status" role="status" aria-live="polite" data-testid="media-status">
        {status}
      </p>
      <FormError message={error} />

      {loaded && (
        <p className="media-count" data-testid="media-count">
          {loaded.total === 0 ? (kind ? s.emptyKind : s.empty) : formatMessage(lang, s.count, { count: loaded.total })}
        </p>
      )}
      {loaded && loaded.list.length > 0 && (
        <div className="media-table-wrap">
          <table className="list-table media-table">
            <caption className="visually-hidden">
              {formatMessage(lang, s.pageOf, { page: loaded.pageNum, pages })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{s.file}</th>
                <th scope="col">{s.details}</th>
                <th scope="col">{s.uploadedBy}</th>
                <th scope="col">{s.usedBy}</th>
                <th scope="col" className="actions-col">
                  {s.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.list.map((file) => (
                <MediaRow
                  key={file.sha256}
                  file={file}
                  s={s}
                  canDelete={canDelete}
                  busy={busy}
                  confirming={confirming === file.sha256}
                  onConfirm={(on) => setConfirming(on ? file.sha256 : null)}
                  onDelete={() => void remove(file)}
                  onCopy={() => void copy(file.path)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaded && pages > 1 && <PageNav page={loaded.pageNum} pages={pages} busy={busy} s={s} onPage={setPageNum} />}
    </section>
  );
}

interface MediaRowProps {
  file: MediaListItem;
  s: MediaStrings;
  canDelete: boolean;
  busy: boolean;
  confirming: boolean;
  onConfirm: (on: boolean) => void;
  onDelete: () => void;
  onCopy: () => void;
}

function MediaRow({ file, s, canDelete, busy, confirming, onConfirm, onDelete, onCopy }: MediaRowProps) {
  const { lang, t } = useLanguage();
  const inUse = file.usedBy.length > 0;
  return (
    <tr data-testid={`media-${file.sha256}`}>
      <th scope="row">
        <div className="media-file">
          <MediaPreview file={file} />
          <span className="media-name">
            <span>{file.name}</span>
            <code className="media-path" title={file.path}>
              {shortPath(file.path)}
            </code>
          </span>
        </div>
      </th>
      <td data-label={s.details} className="media-details">
        <span>
          {detailsOf(file, s, lang)}
          <TextMark file={file} />
        </span>
      </td>
      <td data-label={s.uploadedBy}>
        <span>
          <time dateTime={file.uploadedAt}>{formatTime(file.uploadedAt, lang)}</time>
          <span className="muted"> · {file.uploadedByName ?? file.uploadedBy}</span>
        </span>
      </td>
      <td data-label={s.usedBy}>
        {inUse ? (
          <ul className="media-uses">
            {file.usedBy.map((use) => (
              <UseLink key={`${use.collection}/${use.id}`} use={use} s={s} />
            ))}
          </ul>
        ) : (
          <span className="muted">{s.notUsed}</span>
        )}
      </td>
      <td className="media-actions-cell">
        <div className="row-actions media-actions">
          <a className="media-open" href={file.path} target="_blank" rel="noopener">
            {s.open}
          </a>
          <button type="button" className="quiet" onClick={onCopy}>
            {s.copyAddress}
          </button>
          {canDelete && !inUse && !confirming && (
            <button type="button" className="danger-outline" onClick={() => onConfirm(true)}>
              {s.delete}
            </button>
          )}
        </div>
        {canDelete && inUse && <p className="muted media-in-use">{s.inUseHint}</p>}
        {canDelete && !inUse && confirming && (
          <div className="confirm media-confirm">
            <p>{formatMessage(lang, s.deleteConfirm, { name: file.name })}</p>
            <div className="confirm-actions">
              <button type="button" className="danger" disabled={busy} onClick={onDelete}>
                {s.deleteYes}
              </button>
              <button type="button" onClick={() => onConfirm(false)}>
                {t.cancel}
              </button>
            </div>
          </div>
        )}
      </td>
    </tr>
  );
}

/**
 * A published PDF whose text could not be read, or a scan without any: the site search cannot find it by
 * its words (the documents screen says more and reads it again).
 */
function TextMark({ file }: { file: MediaListItem }) {
  const { lang } = useLanguage();
  if (file.text?.state !== 'no-text' && file.text?.state !== 'failed') return null;
  return (
    <span className={`media-text-mark media-text-${file.text.state}`} data-testid="media-text-mark">
      {stateText(file.text.state, file.text.reason, lang)}
    </span>
  );
}

function UseLink({ use, s }: { use: MediaUse; s: MediaStrings }) {
  const { lang } = useLanguage();
  return (
    <li>
      <a href={contentHref(use.collection, use.id)}>
        {collectionName(use.collection, lang)} · {use.id}
      </a>
      {!use.published && <span className="muted"> ({s.draftOnly})</span>}
    </li>
  );
}
