import type { AlertList, SubscriptionView } from '@muyuan/contract/alerts';
import type { Lang } from '@muyuan/contract/lang';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { changeSubscription, unsubscribeFromAlerts, useSubscription } from '../../../api/alerts.ts';
import { SkeletonBox } from '../../../components/async-view/async-view.tsx';
import { useLang } from '../../../i18n/lang-context.tsx';
import { type Problems, problemsOfError } from './alert-lists.ts';
import { LangChoice, ListChoices } from './choices.tsx';
import { ResultBox } from './result-box.tsx';
import { useSubscribeMessages } from './subscribe-messages.ts';

/** A subscriber's choices, changed and saved (PUT manage), and the way out (unsubscribe at once). */
function ManageForm({ token, view, lists }: { token: string; view: SubscriptionView; lists: readonly AlertList[] }) {
  const m = useSubscribeMessages();
  const lang = useLang();
  const formId = useId();
  const [chosen, setChosen] = useState<string[]>(view.lists);
  const [mailLang, setMailLang] = useState<Lang>(view.lang);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'leaving' | 'left'>('idle');
  const [problems, setProblems] = useState<Problems>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    setProblems({});
    try {
      const saved = await changeSubscription(token, { lists: chosen, lang: mailLang }, lang);
      setChosen(saved.lists);
      setMailLang(saved.lang);
      setState('saved');
    } catch (error) {
      setProblems(problemsOfError(error, m('networkError')));
      setState('idle');
    }
  };
  const leave = async () => {
    setState('leaving');
    setProblems({});
    try {
      await unsubscribeFromAlerts(token, lang);
      setState('left');
    } catch (error) {
      setProblems(problemsOfError(error, m('networkError')));
      setState('idle');
    }
  };

  if (state === 'left') {
    return (
      <ResultBox focus role="status" testId="alert-unsubscribed">
        <h3>{m('unsubscribedHeading')}</h3>
        <p>{m('unsubscribedText')}</p>
        <Link href="/subscribe" className="button-secondary">
          {m('subscribeAgain')}
        </Link>
      </ResultBox>
    );
  }
  const busy = state === 'saving' || state === 'leaving';
  return (
    <div className="alert-manage">
      <form className="alert-form" aria-label={m('manageHeading')} onSubmit={save} noValidate>
        <h3 className="alert-manage-title">{m('manageHeading')}</h3>
        <p className="alert-manage-address">{m('manageFor', { email: view.email })}</p>
        {view.status === 'pending' && <p className="alert-note">{m('pending')}</p>}
        <ListChoices
          formId={formId}
          lists={lists}
          chosen={chosen}
          onChange={(next) => {
            setChosen(next);
            if (state === 'saved') setState('idle');
          }}
          problem={problems.lists}
        />
        <LangChoice
          formId={formId}
          value={mailLang}
          onChange={(next) => {
            setMailLang(next);
            if (state === 'saved') setState('idle');
          }}
          problem={problems.lang}
        />
        <div aria-live="polite">
          {problems.form && (
            <p className="alert-form-error" role="alert">
              {problems.form}
            </p>
          )}
          {state === 'saved' && (
            <p className="alert-saved" role="status">
              {m('saved')}
            </p>
          )}
        </div>
        <div className="alert-actions">
          <button type="submit" className="button-primary button-large" disabled={busy}>
            {state === 'saving' ? m('saving') : m('save')}
          </button>
        </div>
      </form>
      <section className="alert-leave" aria-labelledby={`${formId}-leave`}>
        <h3 id={`${formId}-leave`}>{m('unsubscribeHeading')}</h3>
        <p>{m('unsubscribeText')}</p>
        <button type="button" className="button-secondary" disabled={busy} onClick={() => void leave()}>
          {state === 'leaving' ? m('unsubscribing') : m('unsubscribeButton')}
        </button>
      </section>
    </div>
  );
}

/** The manage link of a mail: the subscriber's choices by its token, or the server's words for a link that no longer works. */
export function ManageView({ token, lists }: { token: string; lists: readonly AlertList[] }) {
  const m = useSubscribeMessages();
  const result = useSubscription(token);
  if (result.error) {
    const message = result.error instanceof TypeError ? m('networkError') : result.error.message;
    return (
      <ResultBox failed role="alert" testId="alert-manage-failed">
        <h3>{m('manageFailedHeading')}</h3>
        <p>{message}</p>
        <Link href="/subscribe" className="button-secondary">
          {m('subscribeAgain')}
        </Link>
      </ResultBox>
    );
  }
  if (!result.data) return <SkeletonBox className="alert-skeleton" lines={8} />;
  return <ManageForm key={result.data.manageToken} token={token} view={result.data} lists={lists} />;
}
