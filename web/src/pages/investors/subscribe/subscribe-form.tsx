import type { AlertOptions } from '@muyuan/contract/alerts';
import type { Lang } from '@muyuan/contract/lang';
import { type FormEvent, useId, useRef, useState } from 'react';
import { subscribeToAlerts } from '../../../api/alerts.ts';
import { useLang } from '../../../i18n/lang-context.tsx';
import type { Labels } from '../labels.ts';
import { type Problems, problemsOfError } from './alert-lists.ts';
import { LangChoice, ListChoices } from './choices.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';
import { ResultBox } from './result-box.tsx';
import { useSubscribeMessages } from './subscribe-messages.ts';

/**
 * The subscription form: address, lists (none chosen), the mails' language (the page's) and the privacy
 * notice. The server checks everything and words every refusal; after a subscription it answers the
 * same whatever it knows of the address, and so does the form.
 */
export function SubscribeForm({ options, labels }: { options: AlertOptions; labels: Labels }) {
  const m = useSubscribeMessages();
  const lang = useLang();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [lists, setLists] = useState<string[]>([]);
  const [mailLang, setMailLang] = useState<Lang>(lang);
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblems({});
    try {
      await subscribeToAlerts({ email, lists, lang: mailLang, consentVersion: options.privacyVersion }, lang);
      setSent(true);
    } catch (error) {
      const found = problemsOfError(error, m('networkError'));
      setProblems(found);
      // The field the server named takes the focus, so its words are read out with it.
      const target = found.email ? 'input[type="email"]' : found.lists ? 'input[name="lists"]' : null;
      if (target) form.current?.querySelector<HTMLInputElement>(target)?.focus();
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <ResultBox focus role="status" testId="alert-sent">
        <h3>{m('sentHeading')}</h3>
        <p>{m('sentText')}</p>
        <p className="alert-hint">{m('sentHint')}</p>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setSent(false);
            setEmail('');
            setLists([]);
          }}
        >
          {m('another')}
        </button>
      </ResultBox>
    );
  }

  const emailId = `${formId}-email`;
  const emailDescribed = [`${emailId}-hint`, problems.email && `${emailId}-error`].filter(Boolean).join(' ');
  return (
    <form ref={form} className="alert-form" aria-label={m('formTitle')} onSubmit={submit} noValidate>
      <div className="alert-field" data-invalid={Boolean(problems.email)}>
        <label htmlFor={emailId}>{m('email')}</label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={email}
          aria-invalid={Boolean(problems.email)}
          aria-describedby={emailDescribed}
          onChange={(e) => setEmail(e.target.value)}
        />
        <p className="alert-hint" id={`${emailId}-hint`}>
          {m('emailHint')}
        </p>
        {problems.email && (
          <p className="alert-error" id={`${emailId}-error`}>
            {problems.email}
          </p>
        )}
      </div>
      <ListChoices formId={formId} lists={options.lists} chosen={lists} onChange={setLists} problem={problems.lists} />
      <LangChoice formId={formId} value={mailLang} onChange={setMailLang} problem={problems.lang} />
      <PrivacyNotice labels={labels} id={`${formId}-privacy`} />
      <div aria-live="polite">
        {problems.form && (
          <p className="alert-form-error" role="alert">
            {problems.form}
          </p>
        )}
      </div>
      <div className="alert-actions">
        <button type="submit" className="button-primary button-large" disabled={sending}>
          {sending ? m('submitting') : m('submit')}
        </button>
        <p className="alert-hint">{m('consent')}</p>
      </div>
    </form>
  );
}
