import type { CaseSummary } from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { COMPLAINT_LIMITS } from '@muyuan/contract/complaint-rules';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { beijingTime } from '../../lib/beijing-time.ts';
import { FieldError, FieldLabel, fieldAria } from '../field.tsx';
import { useFieldCheck } from '../form-check.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import type { CaseStrings } from './case-strings.ts';
import type { OpenedCase } from './open-case.ts';
import { sealCiphertext, sealToTeam, toBase64 } from './sealed-box.ts';
import { caseAction } from './sealed-post.ts';

interface Props {
  summary: CaseSummary;
  opened: OpenedCase;
  s: CaseStrings;
  /** The team's public key and the sealed box's HKDF info: notes are sealed to them. */
  team: { publicKey: string; sealInfo: string };
  /** Something was added: read the case again. */
  onChanged: () => void;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

interface ThreadItem {
  id: string;
  who: string;
  at: string;
  text: string;
  /** Its look: who wrote it (reporter, team) or a note. */
  kind: string;
}

/** Messages or notes, oldest first: who, when, what. */
function Thread({ items, empty, testId }: { items: ThreadItem[]; empty: string; testId: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ol className="case-messages" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className={`case-message ${item.kind}`}>
          <p className="case-message-head">
            <span>{item.who}</span>
            <time dateTime={item.at}>{beijingTime(item.at, { seconds: false })}</time>
          </p>
          <p className="case-message-body">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A text box with its send button, which seals and sends what was written; cleared once it is stored. */
function SealedForm({
  label,
  hint,
  missing,
  button,
  maxLength,
  send,
}: {
  label: string;
  hint: string;
  /** What the form says when nothing was written. */
  missing: string;
  button: string;
  maxLength: number;
  send: (text: string) => Promise<string | null>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const words = useMemo(() => ({ text: { missing } }), [missing]);
  const fields = useFieldCheck(words);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.check(event.currentTarget)) return;
    setBusy(true);
    const problem = await send(text.trim());
    setBusy(false);
    setError(problem);
    if (problem === null) setText('');
  };
  return (
    <form className="case-form" onSubmit={(e) => void submit(e)} onChange={fields.onChange} noValidate>
      <div className="field">
        <FieldLabel htmlFor={id} required>
          {label}
        </FieldLabel>
        <textarea
          id={id}
          name="text"
          {...fieldAria(id, { required: true, error: fields.errors.text, hint: true })}
          rows={3}
          maxLength={maxLength}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
        <FieldError id={`${id}-error`} message={fields.errors.text} />
      </div>
      <button type="submit" disabled={busy}>
        {button}
      </button>
      <FormError message={error} />
    </form>
  );
}

/**
 * The conversation with the reporter and the team's internal notes. A reply is sealed here under the
 * report's key (the reporter opens it with the code); a note is sealed to the team's public key (only
 * the team opens it). The server stores what it cannot read.
 */
export function CaseConversation({ summary, opened, s, team, onChanged }: Props) {
  const { lang, t } = useLanguage();
  const post = async (path: typeof ADMIN_PATHS.caseMessages | typeof ADMIN_PATHS.caseNotes, body: object) => {
    try {
      const result = await caseAction(lang, 'POST', path, summary, body as Record<string, unknown>);
      if ('refused' in result) return errorText(result.refused, t);
      onChanged();
      return 'stale' in result ? s.stale : null;
    } catch (e) {
      return errorText(e, t);
    }
  };
  const reply = async (text: string) =>
    post(ADMIN_PATHS.caseMessages, { body: toBase64(await sealCiphertext(opened.reportKey, utf8(text))) });
  const note = async (text: string) =>
    post(ADMIN_PATHS.caseNotes, { sealed: toBase64(await sealToTeam(team.publicKey, utf8(text), team.sealInfo)) });

  return (
    <>
      <section className="card" aria-labelledby="case-messages-title">
        <h2 id="case-messages-title">{s.conversation}</h2>
        <Thread
          testId="case-messages"
          empty={s.noMessages}
          items={opened.messages.map((m) => ({
            id: m.id,
            who: m.author === 'reporter' ? s.fromReporter : s.fromCompliance,
            at: m.sentAt,
            text: m.body,
            kind: `from-${m.author}`,
          }))}
        />
        <SealedForm
          label={s.replyLabel}
          missing={s.replyMissing}
          hint={s.replyHint}
          button={s.sendReply}
          maxLength={COMPLAINT_LIMITS.followUpMax}
          send={reply}
        />
      </section>
      <section className="card" aria-labelledby="case-notes-title">
        <h2 id="case-notes-title">{s.notes}</h2>
        <Thread
          testId="case-notes"
          empty={s.noNotes}
          items={opened.notes.map((n) => ({ id: n.id, who: n.author.name, at: n.at, text: n.text, kind: 'case-note' }))}
        />
        <SealedForm
          label={s.noteLabel}
          missing={s.noteMissing}
          hint={s.noteHint}
          button={s.addNote}
          maxLength={COMPLAINT_LIMITS.followUpMax}
          send={note}
        />
      </section>
    </>
  );
}
