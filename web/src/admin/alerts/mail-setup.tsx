import type { AlertMailSetup } from '@muyuan/contract/admin/alerts';
import { formatMessage } from '../../i18n/format-message.ts';
import { formatNumber } from '../../i18n/format-number.ts';
import { useLanguage } from '../language.tsx';
import type { AlertsStrings } from './alerts-strings.ts';

type Variable = AlertMailSetup['variables'][number];

/** The variables as the list shows them: one line each, DKIM's three on one (they are set together). */
const GROUPS: readonly { names: readonly Variable['name'][]; purpose: 'varSmtp' | 'varFrom' | 'varDkim' }[] = [
  { names: ['SMTP_URL'], purpose: 'varSmtp' },
  { names: ['MAIL_FROM'], purpose: 'varFrom' },
  { names: ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'], purpose: 'varDkim' },
];

/** Whether a mail server is configured: how mail goes out, or which variables to set (never their values). */
export function MailSetup({ mail, s }: { mail: AlertMailSetup; s: AlertsStrings }) {
  const { lang } = useLanguage();
  return (
    <section className="alerts-mail" aria-labelledby="alerts-mail-title" data-testid="alerts-mail">
      <h2 id="alerts-mail-title">{s.mailTitle}</h2>
      {mail.configured ? (
        <>
          <p data-testid="alerts-mail-ready">
            {formatMessage(lang, s.mailReady, { from: mail.from, rate: formatNumber(mail.ratePerMin) })}
          </p>
          <p className="hint">{mail.dkim ? s.dkimOn : s.dkimOff}</p>
        </>
      ) : (
        <p className="alerts-missing" data-testid="alerts-mail-missing">
          {s.mailMissing}
        </p>
      )}
      <ul className="alerts-variables">
        {GROUPS.map(({ names, purpose }) => {
          const set = names.every((name) => mail.variables.find((v) => v.name === name)?.set);
          return (
            <li key={purpose}>
              <span className="alerts-names">
                {names.map((name) => (
                  <code key={name}>{name}</code>
                ))}
              </span>
              <span className={set ? 'alerts-set' : 'alerts-unset'}>{set ? s.isSet : s.notSet}</span>
              <span className="hint alerts-purpose">{s[purpose]}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
