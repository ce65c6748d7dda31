import type { CaseSummary } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import { type FormEvent, useMemo, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { adminCall } from '../admin-api.ts';
import { FieldError, FieldLabel, fieldAria } from '../field.tsx';
import { useFieldCheck } from '../form-check.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { useStepUp } from '../use-step-up.tsx';
import { openAttachment } from './attachment-bytes.ts';
import type { HistoryEntry } from './case-history.tsx';
import type { CaseStrings } from './case-strings.ts';
import type { OpenedCase } from './open-case.ts';

const MIN_PASSWORD = 12;

/** A file name inside the archive: the reporter's name of a file, without path parts. */
const safeName = (name: string, index: number) =>
  `attachments/${String(index + 1).padStart(2, '0')}-${name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').slice(0, 120)}`;

/**
 * Export for legal hold: the server records the export after a fresh sign-in check, then this browser
 * builds the password-encrypted ZIP from what it opened (report, attachments, conversation, notes,
 * history) and saves it. Nothing of it passes through the server in clear.
 */
export function CaseExport({
  summary,
  opened,
  history,
  s,
}: {
  summary: CaseSummary;
  opened: OpenedCase;
  history: HistoryEntry[];
  s: CaseStrings;
}) {
  const { lang, t } = useLanguage();
  const stepUp = useStepUp();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const words = useMemo(
    () => ({
      password: { missing: s.exportPasswordMissing, tooShort: s.exportPasswordShort },
      again: { missing: s.exportAgainMissing },
    }),
    [s],
  );
  const fields = useFieldCheck(words);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const build = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await adminCall(lang, 'POST', withId(ADMIN_PATHS.caseExport, summary.id));
      const files = await Promise.all(opened.files.map((f) => openAttachment(lang, summary.id, f)));
      const { encryptedZip } = await import('./case-zip.ts');
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
      const zip = await encryptedZip(
        [
          { name: 'case.json', content: json(summary) },
          { name: 'report.json', content: json(opened.report) },
          { name: 'conversation.json', content: json(opened.messages) },
          { name: 'notes.json', content: json(opened.notes) },
          { name: 'history.json', content: json(history.map(({ entry, reason }) => ({ ...entry, reason }))) },
          ...opened.files.map((f, i) => ({ name: safeName(f.name, i), content: files[i] as Blob })),
        ],
        password,
      );
      const name = `case-${summary.id.slice(0, 8)}.zip`;
      const url = URL.createObjectURL(zip);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDone(name);
      setPassword('');
      setAgain('');
    } catch (e) {
      if (!stepUp.asked(e, () => void build())) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!fields.check(event.currentTarget)) return;
    if (password !== again) {
      setError(s.exportMismatch);
      return;
    }
    void build();
  };

  return (
    <form
      className="case-form"
      onSubmit={submit}
      onChange={fields.onChange}
      aria-labelledby="case-export-title"
      noValidate
    >
      <h3 id="case-export-title">{s.exportTitle}</h3>
      <p className="hint">{s.exportIntro}</p>
      <div className="field">
        <FieldLabel htmlFor="case-export-password" required>
          {s.exportPassword}
        </FieldLabel>
        <input
          id="case-export-password"
          name="password"
          type="password"
          autoComplete="new-password"
          {...fieldAria('case-export-password', { required: true, error: fields.errors.password })}
          minLength={MIN_PASSWORD}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FieldError id="case-export-password-error" message={fields.errors.password} />
      </div>
      <div className="field">
        <FieldLabel htmlFor="case-export-again" required>
          {s.exportPasswordAgain}
        </FieldLabel>
        <input
          id="case-export-again"
          name="again"
          type="password"
          autoComplete="new-password"
          {...fieldAria('case-export-again', { required: true, error: fields.errors.again })}
          value={again}
          onChange={(e) => setAgain(e.target.value)}
        />
        <FieldError id="case-export-again-error" message={fields.errors.again} />
      </div>
      <button type="submit" disabled={busy || stepUp.waiting}>
        {busy ? s.exporting : s.exportButton}
      </button>
      {stepUp.prompt}
      <p role="status" className="case-notice">
        {done ? formatMessage(lang, s.exported, { name: done }) : null}
      </p>
      <FormError message={error} />
    </form>
  );
}
