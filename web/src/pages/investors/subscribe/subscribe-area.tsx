import type { AlertOptions } from '@muyuan/contract/alerts';
import { type ReactNode, useId } from 'react';
import { useAlertOptions } from '../../../api/alerts.ts';
import { SkeletonBox } from '../../../components/async-view/async-view.tsx';
import { useHashSearch } from '../../../routing/hash-location.ts';
import type { Labels } from '../labels.ts';
import { ConfirmView } from './confirm-view.tsx';
import { FeedsAside } from './feeds-aside.tsx';
import { ManageView } from './manage-view.tsx';
import { ResultBox } from './result-box.tsx';
import { SubscribeForm } from './subscribe-form.tsx';
import { useSubscribeMessages } from './subscribe-messages.ts';

/**
 * What the page shows for its address: a confirmation mail's link (`?confirm=`), a mail's manage link
 * (`?manage=`), or the subscription form. The query is read the same way at `/subscribe?…`,
 * `/en/subscribe?…` and `/#/subscribe?…` (the hash keeps its query, decision 16).
 */
function MailPart({ options, labels }: { options: AlertOptions; labels: Labels }) {
  const m = useSubscribeMessages();
  const query = new URLSearchParams(useHashSearch());
  const confirm = query.get('confirm');
  const manage = query.get('manage');
  // A link in a mail already sent still works while no mail server is set: only new subscriptions wait.
  if (confirm) return <ConfirmView token={confirm} lists={options.lists} />;
  if (manage) return <ManageView token={manage} lists={options.lists} />;
  if (!options.enabled) {
    return (
      <ResultBox testId="alerts-unavailable">
        <h3>{m('unavailable')}</h3>
        <p>{m('unavailableHint')}</p>
      </ResultBox>
    );
  }
  return <SubscribeForm options={options} labels={labels} />;
}

/** The mail part and, beside it, the feeds. */
export function SubscribeArea({ labels }: { labels: Labels }) {
  const m = useSubscribeMessages();
  const options = useAlertOptions();
  const asideId = useId();
  let mail: ReactNode;
  if (options.data) mail = <MailPart options={options.data} labels={labels} />;
  else if (options.error) {
    mail = (
      <ResultBox failed role="alert">
        <p>{m('loadFailed')}</p>
      </ResultBox>
    );
  } else mail = <SkeletonBox className="alert-skeleton" lines={10} />;
  return (
    <div className="alert-layout">
      <div className="alert-main">{mail}</div>
      <FeedsAside labels={labels} id={asideId} />
    </div>
  );
}
