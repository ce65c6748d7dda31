import type { CaseDetail, CaseSummary } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useEffect, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { errorText, FormError } from '../form-error.tsx';
import { caseHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { CaseActions } from './case-actions.tsx';
import { CaseAttachments } from './case-attachments.tsx';
import { CaseConversation } from './case-conversation.tsx';
import { CaseExport } from './case-export.tsx';
import { CaseHistory, caseHistoryPath, type HistoryEntry, openHistory, readCaseHistory } from './case-history.tsx';
import { type CaseStrings, problemText } from './case-strings.ts';
import { ClockCell } from './clock-cell.tsx';
import { type OpenedCase, openCase } from './open-case.ts';
import { useReportNames } from './report-names.ts';
import { ReportView } from './report-view.tsx';
import { SealedError, type TeamKey } from './sealed-box.ts';
import { useCaseStrings } from './use-case-strings.ts';

/**
 * One case: its metadata and clocks from the server, the report, attachments and conversation opened
 * in this browser with the team key, and the officer's actions.
 */
export function CasePage({ me, id, teamKey }: { me: Me; id: string; teamKey: TeamKey | null }) {
  const { lang, t } = useLanguage();
  const s = useCaseStrings();
  const names = useReportNames(lang);
  // Read on opening (each read is an audited view: a language switch reads nothing again); an action's
  // answer takes the place of the case's metadata, a stale action or a new message reads it again.
  const caseRead = useAdminRead<CaseDetail>(withId(ADMIN_PATHS.case, id));
  const detail = caseRead.data ?? null;
  const summary: CaseSummary | null = detail;
  const error = caseRead.error ? errorText(caseRead.error, t) : null;
  const changed = (next: CaseSummary) => void caseRead.mutate((d) => d && { ...d, ...next }, { revalidate: false });
  const reload = () => void caseRead.mutate();
  const [opened, setOpened] = useState<OpenedCase | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  // What the server sealed, opened with the team key (again only when the sealed part or the key changes).
  const sealed = detail?.sealed;
  useEffect(() => {
    setOpened(null);
    setOpenError(null);
    if (!sealed || !teamKey) return;
    let live = true;
    openCase(teamKey, sealed)
      .then((result) => live && setOpened(result))
      .catch((e: unknown) => live && setOpenError(e instanceof SealedError ? problemText(s, e.problem) : String(e)));
    return () => {
      live = false;
    };
  }, [sealed, teamKey, s]);

  // The history is read after the case, and again for every new version of it (each action makes one);
  // the last one stays until then, and none shows when it cannot be read.
  const historyRead = useAdminRead(detail ? caseHistoryPath(id) : null, {
    view: { name: 'history', read: (asked) => readCaseHistory(asked, id) },
    revision: detail?.version,
    keepPrevious: true,
  });
  const entries = historyRead.error ? null : historyRead.data;
  const sealInfo = detail?.sealed.format.sealInfo;
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  // Its reasons opened with the team key (again when the key comes or goes).
  useEffect(() => {
    if (entries === null) setHistory(null);
    if (!entries || sealInfo === undefined) return;
    let live = true;
    void openHistory(entries, teamKey, sealInfo).then((steps) => live && setHistory(steps));
    return () => {
      live = false;
    };
  }, [entries, teamKey, sealInfo]);

  return (
    <article className="case-page" aria-labelledby="case-title">
      <nav className="content-breadcrumb" aria-label={s.casesTitle}>
        <ol>
          <li>
            <a href="#/cases">{s.backToCases}</a>
          </li>
          <li aria-current="page">{id.slice(0, 8)}</li>
        </ol>
      </nav>
      <h1 id="case-title" data-testid="case-title">
        {opened ? opened.report.subject : formatMessage(lang, s.caseTitle, { id: id.slice(0, 8) })}
      </h1>
      <FormError message={error} />
      {summary && <CaseFacts summary={summary} duplicates={detail?.duplicates ?? []} s={s} />}
      <div className="case-columns">
        <div className="case-main">
          <section className="card" aria-labelledby="case-report-title">
            <h2 id="case-report-title">{s.report}</h2>
            {!teamKey && <p className="muted">{s.lockedHint}</p>}
            <FormError message={openError} />
            {opened && <ReportView report={opened.report} names={names} lang={lang} s={s} />}
          </section>
          {opened && (
            <section className="card" aria-labelledby="case-files-title">
              <h2 id="case-files-title">{s.attachments}</h2>
              <CaseAttachments caseId={id} files={opened.files} s={s} />
            </section>
          )}
          {opened && summary && detail && (
            <CaseConversation
              summary={summary}
              opened={opened}
              s={s}
              team={{ publicKey: teamKey?.publicKey ?? '', sealInfo: detail.sealed.format.sealInfo }}
              onChanged={reload}
            />
          )}
          {history && (
            <section className="card" aria-labelledby="case-history-title">
              <h2 id="case-history-title">{s.history}</h2>
              <CaseHistory entries={history} lang={lang} s={s} />
            </section>
          )}
        </div>
        {summary && (
          <div className="case-side card">
            <CaseActions me={me} summary={summary} opened={opened} s={s} onChanged={changed} onStale={reload} />
            {opened && history && <CaseExport summary={summary} opened={opened} history={history} s={s} />}
          </div>
        )}
      </div>
    </article>
  );
}

/** Status, officer and the two clocks of a case, as a row of facts. */
function CaseFacts({ summary, duplicates, s }: { summary: CaseSummary; duplicates: string[]; s: CaseStrings }) {
  const at = (iso: string | null) => (iso ? beijingTime(iso, { seconds: false }) : '—');
  return (
    <dl className="case-facts" data-testid="case-facts">
      <div>
        <dt>{s.colStatus}</dt>
        <dd data-testid="case-status">
          {s.statuses[summary.status]}
          {summary.outcome && ` · ${s.outcomes[summary.outcome]}`}
          {summary.legalHold && <span className="badge">{s.onHold}</span>}
        </dd>
      </div>
      <div>
        <dt>{s.colAssignee}</dt>
        <dd data-testid="case-assignee">{summary.assignee?.name ?? s.nobody}</dd>
      </div>
      <div>
        <dt>{s.category}</dt>
        <dd data-testid="case-category">{summary.category ? s.categories[summary.category] : s.uncategorized}</dd>
      </div>
      <div>
        <dt>{s.received}</dt>
        <dd>{at(summary.receivedAt)}</dd>
      </div>
      <div>
        <dt>{s.colAcknowledge}</dt>
        <dd data-testid="case-acknowledge-clock">
          <ClockCell
            by={summary.acknowledgeBy}
            daysLeft={summary.acknowledgeDaysLeft}
            overdue={summary.acknowledgeOverdue}
            s={s}
          />
        </dd>
      </div>
      <div>
        <dt>{s.colFeedback}</dt>
        <dd>
          <ClockCell
            by={summary.feedbackBy}
            daysLeft={summary.feedbackDaysLeft}
            overdue={summary.feedbackOverdue}
            s={s}
          />
        </dd>
      </div>
      {summary.deleteAt && (
        <div>
          <dt>{s.deleteOn}</dt>
          <dd data-testid="case-delete-at">{at(summary.deleteAt).slice(0, 10)}</dd>
        </div>
      )}
      {summary.duplicateOf && (
        <div>
          <dt>{s.duplicateOf}</dt>
          <dd data-testid="case-duplicate-of">
            <a href={caseHref(summary.duplicateOf)}>{summary.duplicateOf.slice(0, 8)}</a>
          </dd>
        </div>
      )}
      {duplicates.length > 0 && (
        <div>
          <dt>{s.duplicates}</dt>
          <dd data-testid="case-duplicates">
            {duplicates.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <a href={caseHref(id)}>{id.slice(0, 8)}</a>
              </span>
            ))}
          </dd>
        </div>
      )}
      {summary.acknowledgedAt && (
        <div>
          <dt>{s.acknowledged}</dt>
          <dd>{at(summary.acknowledgedAt)}</dd>
        </div>
      )}
    </dl>
  );
}
