import type { DocumentFile } from '@muyuan/contract/admin/documents';
import { formatBytes } from '../../i18n/format-bytes.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { collectionName } from '../content/content-names.ts';
import { stateText } from '../document-words.ts';
import { formatTime } from '../format-time.ts';
import { contentHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import type { DocumentsStrings } from './documents-strings.ts';

/** A file's name as its address ends (decoded: seed files are named in Chinese). */
function fileName(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** An uploaded file's address with its hash shortened (the full one is the title). */
const shortPath = (path: string) => path.replace(/([0-9a-f]{8})[0-9a-f]{48}([0-9a-f]{8})/, '$1…$2');

interface DocumentRowProps {
  file: DocumentFile;
  s: DocumentsStrings;
  canReadAgain: boolean;
  busy: boolean;
  onReadAgain: () => void;
}

/** One address: the file and the records naming it, what reading gave, its size and time, and "read again". */
export function DocumentRow({ file, s, canReadAgain, busy, onReadAgain }: DocumentRowProps) {
  const { lang } = useLanguage();
  const pages = file.state === 'failed' || file.state === 'waiting' ? null : file.pageCount;
  return (
    <tr data-testid={`document-${file.path}`} data-state={file.state}>
      <th scope="row">
        <span className="documents-name">{file.uploadName ?? fileName(file.path)}</span>
        <code className="documents-path" title={file.path}>
          {shortPath(file.path)}
        </code>
        {file.usedBy.length > 0 ? (
          <ul className="documents-uses">
            {file.usedBy.map((use) => (
              <li key={`${use.collection}/${use.id}`}>
                <a href={contentHref(use.collection, use.id)}>
                  {collectionName(use.collection, lang)} · {use.id}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted documents-uses">{s.notUsed}</span>
        )}
      </th>
      <td data-label={s.state}>
        <span className="documents-state-cell">
          <span className={`documents-state documents-state-${file.state}`} data-testid="document-state">
            {stateText(file.state, file.reason, lang)}
          </span>
          {pages !== null && <span className="muted">{formatMessage(lang, s.pages, { count: pages })}</span>}
          {file.state === 'waiting' && <span className="muted">{s.waitingHint}</span>}
        </span>
      </td>
      <td data-label={s.size}>{file.size === null ? '—' : formatBytes(file.size)}</td>
      <td data-label={s.readAt}>
        {file.readAt === null ? '—' : <time dateTime={file.readAt}>{formatTime(file.readAt, lang)}</time>}
      </td>
      <td className="actions-cell">
        <div className="row-actions">
          <a href={file.path} target="_blank" rel="noopener">
            {s.open}
          </a>
          {canReadAgain && file.state !== 'waiting' && (
            <button
              type="button"
              className="quiet"
              disabled={busy}
              aria-label={formatMessage(lang, s.readAgainFor, { path: file.path })}
              onClick={onReadAgain}
            >
              {s.readAgain}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
