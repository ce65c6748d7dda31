import type { AlertList, SubscriptionView } from '@muyuan/contract/alerts';
import { useState } from 'react';
import { Link } from 'wouter';
import { confirmSubscription } from '../../../api/alerts.ts';
import { useLang } from '../../../i18n/lang-context.tsx';
import { listNames } from './alert-lists.ts';
import { ResultBox } from './result-box.tsx';
import { useSubscribeMessages } from './subscribe-messages.ts';

type State =
  | { step: 'ask' }
  | { step: 'sending' }
  | { step: 'confirmed'; view: SubscriptionView }
  | { step: 'failed'; message: string };

/**
 * A confirmation mail's link: the page asks the visitor to confirm, and only the button confirms (a
 * mail scanner that follows the link and loads the page confirms nothing). Then what was confirmed, or
 * the server's words for a link that is used, expired or not genuine, with the way to subscribe again.
 */
export function ConfirmView({ token, lists }: { token: string; lists: readonly AlertList[] }) {
  const m = useSubscribeMessages();
  const lang = useLang();
  const [state, setState] = useState<State>({ step: 'ask' });

  const confirm = async () => {
    setState({ step: 'sending' });
    try {
      setState({ step: 'confirmed', view: await confirmSubscription(token, lang) });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof TypeError ? m('networkError') : (error as Error).message });
    }
  };

  if (state.step === 'confirmed') {
    const { view } = state;
    return (
      <ResultBox focus role="status" testId="alert-confirmed">
        <h3>{m('confirmedHeading')}</h3>
        <p>{m('confirmedText', { email: view.email, lang: m(view.lang === 'en' ? 'langEn' : 'langZh') })}</p>
        <ul className="alert-chosen">
          {listNames(view.lists, lists).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <Link href={`/subscribe?manage=${encodeURIComponent(view.manageToken)}`} className="button-secondary">
          {m('manageLink')}
        </Link>
      </ResultBox>
    );
  }
  if (state.step === 'failed') {
    return (
      <ResultBox focus failed role="alert" testId="alert-confirm-failed">
        <h3>{m('failedHeading')}</h3>
        <p>{state.message}</p>
        <Link href="/subscribe" className="button-secondary">
          {m('subscribeAgain')}
        </Link>
      </ResultBox>
    );
  }
  return (
    <ResultBox>
      <h3>{m('confirmHeading')}</h3>
      <p>{m('confirmText')}</p>
      <button
        type="button"
        className="button-primary button-large"
        disabled={state.step === 'sending'}
        onClick={() => void confirm()}
      >
        {state.step === 'sending' ? m('confirming') : m('confirmButton')}
      </button>
    </ResultBox>
  );
}
