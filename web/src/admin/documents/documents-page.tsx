import type { DocumentFile, DocumentPage, DocumentState, ReadAgainAnswer } from '@muyuan/contract/admin/documents';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useEffect, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { adminCall } from '../admin-api.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { PageNav } from '../page-nav.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { DocumentRow } from './document-row.tsx';
import { DOCUMENTS_STRINGS } from './documents-strings.ts';
import { StateFilter } from './state-filter.tsx';
import './documents-page.css';

/** Addresses on one screen. */
export const DOCUMENTS_PAGE_SIZE = 50;
/** While a file waits to be read, the list is read again this often (the reader takes a few seconds). */
export const WAITING_REREAD_MS = 3000;

/** Who may have a file read again (the server's route table decides; this only hides the button). */
const READERS_AGAIN = ['admin', 'editor', 'publisher'] as const;

/**
 * The published PDFs' text (`#/documents`, issue 42 points 4 and 6): each address with what reading it
 * gave (read, by OCR, a scan without text, failed with the reason, waiting), counted per state at the
 * top, and "read again" for one file.
 */
export function DocumentsPage({ me }: { me: Me }) {
  const { lang, t } = useLanguage();
  const s = DOCUMENTS_STRINGS[lang];
  const canReadAgain = me.roles.some((role) => (READERS_AGAIN as readonly string[]).includes(role));
  const [state, setState] = useState<DocumentState | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(DOCUMENTS_PAGE_SIZE) });
  if (state) query.set('state', state);
  const read = useAdminRead<DocumentPage>(`${ADMIN_PATHS.documents}?${query}`, { keepPrevious: true });
  const loaded = read.data ?? null;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (read.error ? errorText(read.error, t) : null);

  // A file waiting to be read is read by the server within seconds: look again until none waits.
  const waiting = (loaded?.counts.waiting ?? 0) > 0;
  const { mutate } = read;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void mutate(), WAITING_REREAD_MS);
    return () => clearInterval(timer);
  }, [waiting, mutate]);

  const readAgain = async (file: DocumentFile) => {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const answer = await adminCall<ReadAgainAnswer>(
        lang,
        'POST',
        withParams(ADMIN_PATHS.documentReadAgain, { hash: file.hash }),
      );
      setStatus(formatMessage(lang, s.readingAgain, { count: answer.paths.length }));
      await read.mutate();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const pages = loaded ? Math.max(1, Math.ceil(loaded.total / DOCUMENTS_PAGE_SIZE)) : 1;
  return (
    <section className="card documents-page" aria-labelledby="documents-title">
      <header className="screen-head">
        <h1 id="documents-title">{s.title}</h1>
        <button type="button" onClick={() => void read.mutate()}>
          {s.refresh}
        </button>
      </header>
      <p className="hint documents-intro">{s.intro}</p>
      {!canReadAgain && <p className="hint">{s.readOnly}</p>}
      {loaded && (
        <StateFilter
          counts={loaded.counts}
          state={state}
          s={s}
          onChange={(next) => {
            setState(next);
            setPageNum(1);
          }}
        />
      )}
      <p className="status" role="status" aria-live="polite" data-testid="documents-status">
        {status}
      </p>
      <FormError message={error} />
      {loaded && (
        <p className="documents-count" data-testid="documents-count">
          {loaded.total === 0
            ? state
              ? s.emptyState
              : s.empty
            : formatMessage(lang, s.count, { count: loaded.total })}
        </p>
      )}
      {loaded && loaded.list.length > 0 && (
        <div className="documents-table-wrap">
          <table className="list-table documents-table">
            <caption className="visually-hidden">
              {formatMessage(lang, s.pageOf, { page: loaded.pageNum, pages })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{s.file}</th>
                <th scope="col">{s.state}</th>
                <th scope="col">{s.size}</th>
                <th scope="col">{s.readAt}</th>
                <th scope="col" className="actions-col">
                  {s.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.list.map((file) => (
                <DocumentRow
                  key={file.path}
                  file={file}
                  s={s}
                  canReadAgain={canReadAgain}
                  busy={busy}
                  onReadAgain={() => void readAgain(file)}
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
