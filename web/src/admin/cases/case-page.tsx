import type { CaseDetail, CaseSummary } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminCall } from '../admin-api.ts';
import { beijingTime } from '../beijing-time.ts';
import { errorText, FormError } from '../form-error.tsx';
import { caseHref } from '../hash-route.ts';
import { useLanguage } from '../language.tsx';
import { fill } from '../strings.ts';
import { CaseActions } from './case-actions.tsx';
import { CaseAttachments } from './case-attachments.tsx';
import { CaseConversation } from './case-conversation.tsx';
import { CaseExport } from './case-export.tsx';
import { CaseHistory, type HistoryEntry, loadCaseHistory } from './case-history.tsx';
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
  const [detail, setDetail] = useState<CaseDetail | null>(null);
  const [summary, setSummary] = useState<CaseSummary | null>(null);
  const [opened, setOpened] = useState<OpenedCase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;
  const tRef = useRef(t);
  tRef.current = t;

  const load = useCallback(async () => {
    try {
      const answer = await adminCall<CaseDetail>(langRef.current, 'GET', withId(ADMIN_PATHS.case, id));
      setDetail(answer);
      setSummary(answer);
      setError(null);
    } catch (e) {
      setError(errorText(e, tRef.current));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    setOpened(null);
    setOpenError(null);
    if (!detail || !teamKey) return;
    let live = true;
    openCase(teamKey, detail.sealed)
      .then((result) => live && setOpened(result))
      .catch((e: unknown) => live && setOpenError(e instanceof SealedError ? problemText(s, e.problem) : String(e)));
    return () => {
      live = false;
    };
  }, [detail, teamKey, s]);

  // The history is read again with every reload of the case (each action reloads it, or changes its version).
  const version = summary?.version;
  useEffect(() => {
    if (!detail || version === undefined) return;
    let live = true;
    loadCaseHistory(langRef.current, id, teamKey, detail.sealed.format.sealInfo)
      .then((entries) => live && setHistory(entries))
      .catch(() => live && setHistory(null));
    return () => {
      live = false;
    };
  }, [id, detail, teamKey, version]);

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
        {opened ? opened.report.subject : fill(s.caseTitle, { id: id.slice(0, 8) })}
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
              onChanged={() => void load()}
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
            <CaseActions
              me={me}
              summary={summary}
              opened={opened}
              s={s}
              onChanged={setSummary}
              onStale={() => void load()}
            />
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
