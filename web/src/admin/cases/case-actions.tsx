import {
  CASE_CATEGORIES,
  CASE_OUTCOMES,
  CASE_TRANSITIONS,
  type CaseCategory,
  type CaseOfficers,
  type CaseOutcome,
  type CaseStatus,
  type CaseSummary,
} from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, type AdminPath, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { AdminApiError, adminCall } from '../admin-api.ts';
import { FieldError, FieldLabel, fieldAria } from '../field.tsx';
import { useFieldCheck } from '../form-check.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { acknowledgementText } from './acknowledgement.ts';
import type { CaseStrings } from './case-strings.ts';
import type { OpenedCase } from './open-case.ts';
import { sealCiphertext, toBase64 } from './sealed-box.ts';

/** A case id, found alone or inside a case page's address. */
const CASE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

interface Props {
  me: Me;
  summary: CaseSummary;
  /** The case opened with the team key (acknowledging seals a message to the reporter under its key). */
  opened: OpenedCase | null;
  s: CaseStrings;
  /** The case as an action answered it. */
  onChanged: (summary: CaseSummary) => void;
  /** Read the case again (someone else changed it, or an action added to its conversation). */
  onStale: () => void;
}

/**
 * What an officer does on a case: acknowledge, record feedback, take or drop it, change its status with
 * a reason (closing with an outcome), legal hold. Each sends the version it saw; a stale one reloads.
 */
export function CaseActions({ me, summary, opened, s, onChanged, onStale }: Props) {
  const { lang, t } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Kept as what happened, not as words: a language switch after it says it in the new language.
  const [saved, setSaved] = useState(false);
  const allowed = CASE_TRANSITIONS[summary.status];
  const [status, setStatus] = useState<CaseStatus | ''>('');
  const [outcome, setOutcome] = useState<CaseOutcome | ''>('');
  const [reason, setReason] = useState('');
  const [holdReason, setHoldReason] = useState('');
  const [original, setOriginal] = useState('');
  const [category, setCategory] = useState<CaseCategory | ''>(summary.category ?? '');
  useEffect(() => setCategory(summary.category ?? ''), [summary.category]);
  // Whom a case may go to (none offered while unread, or when it cannot be read).
  const officersRead = useAdminRead<CaseOfficers>(ADMIN_PATHS.caseOfficers);
  const officers = officersRead.error ? [] : (officersRead.data?.list ?? []);
  const [assignee, setAssignee] = useState(summary.assignee?.id ?? '');
  useEffect(() => setAssignee(summary.assignee?.id ?? ''), [summary.assignee?.id]);
  const closed = summary.status === 'closed';
  const words = useMemo(
    () => ({
      original: { missing: s.originalMissing },
      status: { missing: s.statusMissing },
      outcome: { missing: s.outcomeMissing },
      reason: { missing: s.reasonMissing },
      holdReason: { missing: s.reasonMissing },
    }),
    [s],
  );
  const fields = useFieldCheck(words);
  const errorOf = (name: keyof typeof words) => fields.errors[name];

  const run = async (method: 'POST' | 'PUT', path: AdminPath, body: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const next = await adminCall<CaseSummary>(lang, method, withId(path, summary.id), {
        version: summary.version,
        ...body,
      });
      onChanged(next);
      setSaved(true);
      return true;
    } catch (e) {
      if (e instanceof AdminApiError && e.code === 'stale_case') {
        setError(s.stale);
        onStale();
      } else setError(errorText(e, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const changeStatus = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.check(event.currentTarget) || !status) return;
    const done = await run('POST', ADMIN_PATHS.caseStatus, {
      status,
      reason,
      ...(status === 'closed' && outcome ? { outcome } : {}),
    });
    if (done) {
      setStatus('');
      setOutcome('');
      setReason('');
    }
  };
  const changeHold = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.check(event.currentTarget)) return;
    if (await run('PUT', ADMIN_PATHS.caseLegalHold, { hold: !summary.legalHold, reason: holdReason }))
      setHoldReason('');
  };

  // The reporter hears of it in the report's language, sealed under the report's key (decision 233).
  const acknowledge = async () => {
    if (!opened) return;
    const text = acknowledgementText(opened.report.lang, summary.feedbackBy);
    const sealed = await sealCiphertext(opened.reportKey, new TextEncoder().encode(text));
    // The conversation now holds the acknowledgement: read the case again to show it.
    if (await run('POST', ADMIN_PATHS.caseAcknowledge, { message: toBase64(sealed) })) onStale();
  };

  const mine = summary.assignee?.id === me.id;
  return (
    <section className="case-actions" aria-labelledby="case-actions-title">
      <h2 id="case-actions-title">{s.actions}</h2>
      <div className="case-action-buttons">
        {!closed && !summary.acknowledgedAt && (
          <button
            type="button"
            className="primary"
            disabled={busy || !opened}
            aria-describedby={opened ? undefined : 'case-acknowledge-hint'}
            onClick={() => void acknowledge()}
          >
            {s.acknowledge}
          </button>
        )}
        {!closed && !summary.feedbackAt && (
          <button type="button" disabled={busy} onClick={() => void run('POST', ADMIN_PATHS.caseFeedback, {})}>
            {s.recordFeedback}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('PUT', ADMIN_PATHS.caseAssignee, { accountId: mine ? null : me.id })}
        >
          {mine ? s.unassign : s.takeCase}
        </button>
      </div>
      {!closed && !summary.acknowledgedAt && !opened && (
        <p id="case-acknowledge-hint" className="hint">
          {s.acknowledgeNeedsKey}
        </p>
      )}

      {officers.length > 1 && (
        <form
          className="case-form"
          aria-label={s.assignTo}
          onSubmit={(e) => {
            e.preventDefault();
            void run('PUT', ADMIN_PATHS.caseAssignee, { accountId: assignee || null });
          }}
        >
          <div className="field">
            <label htmlFor="case-assignee">{s.assignTo}</label>
            <select id="case-assignee" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
              <option value="">{s.nobody}</option>
              {officers.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={busy || assignee === (summary.assignee?.id ?? '')}>
            {s.assign}
          </button>
        </form>
      )}

      <form
        className="case-form"
        aria-label={s.category}
        onSubmit={(e) => {
          e.preventDefault();
          void run('PUT', ADMIN_PATHS.caseCategory, { category: category || null });
        }}
      >
        <div className="field">
          <label htmlFor="case-category">{s.category}</label>
          <select
            id="case-category"
            value={category}
            aria-describedby="case-category-hint"
            onChange={(e) => setCategory(e.target.value as CaseCategory | '')}
          >
            <option value="">{s.uncategorized}</option>
            {CASE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {s.categories[c]}
              </option>
            ))}
          </select>
          <span id="case-category-hint" className="hint">
            {s.categoryHint}
          </span>
        </div>
        <button type="submit" disabled={busy || category === (summary.category ?? '')}>
          {s.setCategory}
        </button>
      </form>

      <form
        className="case-form"
        aria-label={s.markDuplicate}
        onChange={fields.onChange}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (summary.duplicateOf) {
            void run('POST', ADMIN_PATHS.caseDuplicate, { of: null });
            return;
          }
          if (!fields.check(e.currentTarget)) return;
          const of = CASE_ID.exec(original)?.[0];
          if (!of) {
            setError(s.notACaseId);
            return;
          }
          void run('POST', ADMIN_PATHS.caseDuplicate, { of }).then((done) => done && setOriginal(''));
        }}
      >
        <h3>{s.markDuplicate}</h3>
        {!summary.duplicateOf && (
          <div className="field">
            <FieldLabel htmlFor="case-original" required>
              {s.originalCase}
            </FieldLabel>
            <input
              id="case-original"
              name="original"
              autoComplete="off"
              {...fieldAria('case-original', { required: true, error: errorOf('original'), hint: true })}
              value={original}
              onChange={(e) => setOriginal(e.target.value)}
            />
            <span id="case-original-hint" className="hint">
              {s.originalHint}
            </span>
            <FieldError id="case-original-error" message={errorOf('original')} />
          </div>
        )}
        <button type="submit" disabled={busy}>
          {summary.duplicateOf ? s.clearDuplicate : s.markAsDuplicate}
        </button>
      </form>

      {allowed.length > 0 && (
        <form
          className="case-form"
          onSubmit={(e) => void changeStatus(e)}
          onChange={fields.onChange}
          aria-label={s.changeStatus}
          noValidate
        >
          <h3>{s.changeStatus}</h3>
          <div className="field">
            <FieldLabel htmlFor="case-new-status" required>
              {s.newStatus}
            </FieldLabel>
            <select
              id="case-new-status"
              name="status"
              {...fieldAria('case-new-status', { required: true, error: errorOf('status') })}
              value={status}
              onChange={(e) => setStatus(e.target.value as CaseStatus | '')}
            >
              <option value="" />
              {allowed.map((next) => (
                <option key={next} value={next}>
                  {s.statuses[next]}
                </option>
              ))}
            </select>
            <FieldError id="case-new-status-error" message={errorOf('status')} />
          </div>
          {status === 'closed' && (
            <div className="field">
              <FieldLabel htmlFor="case-outcome" required>
                {s.outcome}
              </FieldLabel>
              <select
                id="case-outcome"
                name="outcome"
                {...fieldAria('case-outcome', { required: true, error: errorOf('outcome') })}
                value={outcome}
                onChange={(e) => setOutcome(e.target.value as CaseOutcome | '')}
              >
                <option value="" />
                {CASE_OUTCOMES.map((o) => (
                  <option key={o} value={o}>
                    {s.outcomes[o]}
                  </option>
                ))}
              </select>
              <FieldError id="case-outcome-error" message={errorOf('outcome')} />
            </div>
          )}
          <div className="field">
            <FieldLabel htmlFor="case-reason" required>
              {s.reason}
            </FieldLabel>
            <textarea
              id="case-reason"
              name="reason"
              {...fieldAria('case-reason', { required: true, error: errorOf('reason') })}
              maxLength={2000}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <FieldError id="case-reason-error" message={errorOf('reason')} />
          </div>
          <button type="submit" disabled={busy}>
            {s.save}
          </button>
        </form>
      )}

      <form
        className="case-form"
        onSubmit={(e) => void changeHold(e)}
        onChange={fields.onChange}
        aria-label={s.legalHold}
        noValidate
      >
        <h3>{s.legalHold}</h3>
        <div className="field">
          <FieldLabel htmlFor="case-hold-reason" required>
            {s.reason}
          </FieldLabel>
          <textarea
            id="case-hold-reason"
            name="holdReason"
            {...fieldAria('case-hold-reason', { required: true, error: errorOf('holdReason') })}
            maxLength={2000}
            rows={2}
            value={holdReason}
            onChange={(e) => setHoldReason(e.target.value)}
          />
          <FieldError id="case-hold-reason-error" message={errorOf('holdReason')} />
        </div>
        <button type="submit" disabled={busy}>
          {summary.legalHold ? s.liftHold : s.setHold}
        </button>
      </form>
      <p role="status" className="case-notice">
        {saved ? s.done : null}
      </p>
      <FormError message={error} />
    </section>
  );
}
