import { ALERT_PRIVACY_VERSION } from '@muyuan/contract/alerts-paths';
import type { Labels } from '../labels.ts';
import { useSubscribeMessages } from './subscribe-messages.ts';

/** The copy's words of the privacy notice, in the order the form shows them. */
export const PRIVACY_LABELS = ['privacyPurpose', 'privacyKept', 'privacyHowLong', 'privacyLeave'] as const;

/**
 * What is done with the address (purpose, what is kept, how long, how to leave), on the form itself, with
 * the version the form sends back and the server records with the consent. The version is the
 * contract's, not the copy's: it names the wording the server was built to promise.
 */
export function PrivacyNotice({ labels, id }: { labels: Labels; id: string }) {
  const m = useSubscribeMessages();
  return (
    <section className="alert-privacy" aria-labelledby={id}>
      <h3 className="alert-privacy-title" id={id}>
        {labels('privacyHeading')}
      </h3>
      <ul>
        {PRIVACY_LABELS.map((key) => (
          <li key={key}>{labels(key)}</li>
        ))}
      </ul>
      <p className="alert-privacy-version">{m('privacyVersion', { version: ALERT_PRIVACY_VERSION })}</p>
    </section>
  );
}
