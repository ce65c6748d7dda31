import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import {
  PRICE_FILE_EXTENSIONS,
  type PriceFileProblems,
  type PriceImportSummary,
  type PriceSecurities,
  type PriceSecurity,
  priceFileProblemsSchema,
} from '@muyuan/contract/admin/price-history';
import type { Me } from '@muyuan/contract/admin/staff';
import { PRICE_HISTORY_CSV_PATH } from '@muyuan/contract/api-paths';
import { PRICE_CSV_HEADERS } from '@muyuan/contract/price-history';
import { useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { formatNumber } from '../../i18n/format-number.ts';
import { AdminApiError, adminUpload } from '../admin-api.ts';
import { FilePicker } from '../file-picker.tsx';
import { errorText, FormError } from '../form-error.tsx';
import { formatTime } from '../format-time.ts';
import { useLanguage } from '../language.tsx';
import type { ConsoleLang } from '../strings.ts';
import { useAdminRead } from '../use-admin-read.tsx';
import { PRICES_STRINGS, type PricesStrings } from './prices-strings.ts';
import './prices-page.css';

/** What the browser's picker offers; the server checks the bytes. */
const PRICE_ACCEPT = [...PRICE_FILE_EXTENSIONS, 'text/csv'].join(',');

/** What an import says when it is done: what it took, and what it changed. */
function importedText(summary: PriceImportSummary, name: string, s: PricesStrings, lang: ConsoleLang): string {
  if (!summary.changed) return formatMessage(lang, s.unchanged, { name });
  const head = formatMessage(lang, s.imported, {
    name,
    count: summary.bars,
    days: formatNumber(summary.bars),
    first: summary.first,
    last: summary.last,
  });
  const counts = formatMessage(lang, s.importedCounts, {
    added: summary.added,
    replaced: summary.replaced,
    cleared: summary.sampleCleared,
  });
  // Chinese runs its sentences on without a space.
  return lang === 'zh' ? `${head}；${counts}` : `${head} ${counts}`;
}

/** A refused file's problems, with the name of the file they are in. */
interface Refusal extends PriceFileProblems {
  file: string;
}

/**
 * The price history (`#/prices`, issue 40): what each quoted security's daily history holds, real and
 * sample, and its last import; publishers import a CSV export (refused whole, every problem at its line).
 */
export function PricesPage({ me }: { me: Me }) {
  const { lang, t } = useLanguage();
  const s = PRICES_STRINGS[lang];
  const canImport = me.roles.includes('publisher');
  // The securities' names are in the console's language: read again in the other one.
  const read = useAdminRead<PriceSecurities>(ADMIN_PATHS.priceHistory, { perLanguage: true });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [actionError, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const error = actionError ?? (read.error ? errorText(read.error, t) : null);

  const importFile = async (security: PriceSecurity, file: File) => {
    setBusy(true);
    setError(null);
    setRefusal(null);
    setStatus('');
    try {
      const path = withParams(ADMIN_PATHS.priceHistoryImport, { code: security.code });
      const summary = await adminUpload<PriceImportSummary>(lang, path, file);
      setStatus(importedText(summary, security.name, s, lang));
      await read.mutate();
    } catch (e) {
      setError(errorText(e, t));
      const problems = e instanceof AdminApiError ? priceFileProblemsSchema.safeParse(e.data) : null;
      if (problems?.success) setRefusal({ ...problems.data, file: file.name });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card prices-page" aria-labelledby="prices-title">
      <header className="screen-head">
        <h1 id="prices-title">{s.title}</h1>
      </header>
      <p className="hint prices-intro">{s.intro}</p>
      <details className="prices-format">
        <summary>{s.formatTitle}</summary>
        <p>
          {formatMessage(lang, s.formatHeader, {
            header: PRICE_CSV_HEADERS.en.join(','),
            zhHeader: PRICE_CSV_HEADERS.zh.join(','),
          })}
        </p>
        <p>{s.formatUnits}</p>
        <p>{s.formatWhole}</p>
      </details>
      {!canImport && <p className="hint">{s.readOnly}</p>}

      <p className="status" role="status" aria-live="polite" data-testid="prices-status">
        {status}
      </p>
      <FormError message={error} />
      {refusal && <ProblemList refusal={refusal} s={s} />}

      {read.data && (
        <div className="prices-table-wrap">
          <table className="list-table prices-table">
            <thead>
              <tr>
                <th scope="col">{s.security}</th>
                <th scope="col">{s.held}</th>
                <th scope="col">{s.lastImport}</th>
                <th scope="col" className="actions-col">
                  {s.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {read.data.securities.map((security) => (
                <SecurityRow
                  key={security.code}
                  security={security}
                  s={s}
                  canImport={canImport}
                  busy={busy}
                  onFile={(file) => void importFile(security, file)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ProblemList({ refusal, s }: { refusal: Refusal; s: PricesStrings }) {
  const { lang } = useLanguage();
  return (
    <section className="prices-problems" aria-labelledby="prices-problems-title" data-testid="prices-problems">
      <h2 id="prices-problems-title">{formatMessage(lang, s.problemsTitle, { file: refusal.file })}</h2>
      <ul>
        {refusal.problems.map((problem, i) => (
          // A line may have several problems, each an item of its own.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <li key={i}>
            <strong>{formatMessage(lang, s.problemLine, { line: problem.line })}</strong> {problem.message}
          </li>
        ))}
      </ul>
      {refusal.more > 0 && <p>{formatMessage(lang, s.moreProblems, { count: refusal.more })}</p>}
    </section>
  );
}

interface SecurityRowProps {
  security: PriceSecurity;
  s: PricesStrings;
  canImport: boolean;
  busy: boolean;
  onFile: (file: File) => void;
}

function SecurityRow({ security, s, canImport, busy, onFile }: SecurityRowProps) {
  const { lang } = useLanguage();
  const { code, name, first, last, lastImport } = security;
  const download =
    first && last ? `${PRICE_HISTORY_CSV_PATH}?${new URLSearchParams({ code, from: first, to: last, lang })}` : null;
  return (
    <tr data-testid={`prices-${code}`}>
      <th scope="row">
        <span className="prices-name">{name}</span>
        <span className="prices-code">
          {code} · {s[security.kind]}
        </span>
      </th>
      <td data-label={s.held}>
        <span className="prices-held">
          <span>{first && last ? formatMessage(lang, s.range, { first, last }) : s.none}</span>
          {security.realBars > 0 && (
            <span className="prices-real">
              {formatMessage(lang, s.realBars, { count: security.realBars, days: formatNumber(security.realBars) })}
            </span>
          )}
          {security.sampleBars > 0 && (
            <span className="prices-sample">
              {formatMessage(lang, s.sampleBars, {
                count: security.sampleBars,
                days: formatNumber(security.sampleBars),
              })}
            </span>
          )}
        </span>
      </td>
      <td data-label={s.lastImport}>
        {lastImport ? (
          <span className="prices-import">
            <time dateTime={lastImport.at}>{formatTime(lastImport.at, lang)}</time>
            <span className="muted">
              {formatMessage(lang, s.importedBy, { by: lastImport.by ?? '', file: lastImport.fileName })}
            </span>
          </span>
        ) : (
          <span className="muted">{s.neverImported}</span>
        )}
      </td>
      <td className="prices-actions-cell">
        <div className="row-actions prices-actions">
          {download && (
            <a href={download} download aria-label={formatMessage(lang, s.downloadFor, { name, code })}>
              {s.download}
            </a>
          )}
          {canImport && (
            <FilePicker
              accept={PRICE_ACCEPT}
              label={formatMessage(lang, s.importFor, { name, code })}
              testId={`prices-file-${code}`}
              className="primary"
              disabled={busy}
              onFile={onFile}
            >
              {busy ? s.importing : s.import}
            </FilePicker>
          )}
        </div>
      </td>
    </tr>
  );
}
