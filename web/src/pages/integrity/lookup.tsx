import { COMPLAINT_LIMITS } from '@muyuan/contract/complaint-rules';
import type { ComplaintStatusView } from '@muyuan/contract/compliance';
import { parseQueryCode } from '@muyuan/contract/query-code';
import { type FormEvent, useId, useState } from 'react';
import { lookupComplaint, sendFollowUp } from '../../api/compliance.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { beijingTime } from '../../lib/beijing-time.ts';
import { useReportMessages } from './report-messages.ts';
import './report-form.css';
import './lookup.css';

/**
 * Following a report by its query code: the code is checked here first (a typo is caught by its
 * check symbol before anything is sent), then the status and the conversation are shown, with a way
 * to add information. The code lives only in this page's memory, never in the address.
 */
export function Lookup() {
  const m = useReportMessages();
  const lang = useLang();
  const id = useId();
  const [input, setInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [view, setView] = useState<ComplaintStatusView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const look = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseQueryCode(input);
    if (!parsed.ok) {
      setProblem(parsed.reason === 'check' ? m('codeTypo') : m('codeFormat'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      setView(await lookupComplaint(parsed.code, lang));
      setCode(parsed.code);
      setInput('');
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (view && code) {
    return (
      <Conversation
        code={code}
        view={view}
        onView={setView}
        onDone={() => {
          setView(null);
          setCode(null);
        }}
      />
    );
  }
  return (
    <form className="lookup-form" onSubmit={look} noValidate aria-labelledby={`${id}-code-label`}>
      <label id={`${id}-code-label`} htmlFor={`${id}-code`}>
        {m('codeLabel')}
      </label>
      <div className="lookup-row">
        <input
          id={`${id}-code`}
          className="query-code"
          value={input}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className="button-primary button-large" disabled={busy}>
          {busy ? m('lookingUp') : m('lookUp')}
        </button>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {m('codeHint')}
      </p>
      {problem && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function Conversation({
  code,
  view,
  onView,
  onDone,
}: {
  code: string;
  view: ComplaintStatusView;
  onView: (view: ComplaintStatusView) => void;
  onDone: () => void;
}) {
  const m = useReportMessages();
  const lang = useLang();
  const id = useId();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<{ sending: boolean; error: string | null; sent: boolean }>({
    sending: false,
    error: null,
    sent: false,
  });
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    setState({ sending: true, error: null, sent: false });
    try {
      onView(await sendFollowUp(code, message, lang));
      setMessage('');
      setState({ sending: false, error: null, sent: true });
    } catch (e) {
      setState({ sending: false, error: (e as Error).message, sent: false });
    }
  };
  return (
    <section className="report-status" aria-live="polite">
      <dl className="status-facts">
        <div>
          <dt>{m('statusLabel')}</dt>
          <dd>
            <span className="status-badge" data-status={view.status}>
              {m(`status.${view.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{m('submittedAt')}</dt>
          <dd>{beijingTime(view.submittedAt, { seconds: false })}</dd>
        </div>
        <div>
          <dt>{m('updatedAt')}</dt>
          <dd>{beijingTime(view.updatedAt, { seconds: false })}</dd>
        </div>
        {view.acknowledgedAt && (
          <div>
            <dt>{m('acknowledgedAt')}</dt>
            <dd data-testid="acknowledged-at">{beijingTime(view.acknowledgedAt, { seconds: false })}</dd>
          </div>
        )}
        {view.status !== 'closed' && (
          <div>
            <dt>{m('feedbackBy')}</dt>
            {/* A date: the team's deadline for telling the reporter what is being done (Beijing day). */}
            <dd data-testid="feedback-by">{beijingTime(view.feedbackBy, { seconds: false }).slice(0, 10)}</dd>
          </div>
        )}
      </dl>
      <h3>{m('conversation')}</h3>
      {view.messages.length === 0 ? (
        <p className="data-state data-empty">{m('noMessages')}</p>
      ) : (
        <ol className="messages">
          {view.messages.map((msg) => (
            <li key={`${msg.sentAt}-${msg.author}`} className="message" data-author={msg.author}>
              <p className="message-meta">
                <strong>{m(`author.${msg.author}`)}</strong> ·{' '}
                <time dateTime={msg.sentAt}>{beijingTime(msg.sentAt, { seconds: false })}</time>
              </p>
              <p className="message-body">{msg.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="follow-up" onSubmit={send} aria-labelledby={`${id}-message-label`}>
        <label id={`${id}-message-label`} htmlFor={`${id}-message`}>
          {m('followUpLabel')}
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          value={message}
          maxLength={COMPLAINT_LIMITS.followUpMax}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {m('followUpHint', { max: COMPLAINT_LIMITS.followUpMax })}
        </p>
        {state.error && (
          <p className="field-error" role="alert">
            {state.error}
          </p>
        )}
        <p className="form-actions">
          <button type="submit" className="button-primary" disabled={state.sending || !message.trim()}>
            {m('send')}
          </button>
          <button type="button" className="button-secondary" onClick={onDone}>
            {m('lookUpAnother')}
          </button>
          <span role="status">{state.sent ? m('sent') : ''}</span>
        </p>
      </form>
      <p className="field-hint">{m('leaveHint')}</p>
    </section>
  );
}
