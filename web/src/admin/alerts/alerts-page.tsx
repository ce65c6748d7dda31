import type { AlertItems, AlertSummary } from '@muyuan/contract/admin/alerts';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useState } from 'react';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { AlertItemsTable } from './alert-items.tsx';
import { ALERTS_STRINGS } from './alerts-strings.ts';
import { EraseAddress } from './erase-address.tsx';
import { MailSetup } from './mail-setup.tsx';
import { SubscriberCounts } from './subscriber-counts.tsx';
import { TestMail } from './test-mail.tsx';
import './alerts-page.css';

/**
 * E-mail alerts (`#/alerts`, issue 41 point 5), for the IR team (publishers) and admins: the mail server's
 * settings, subscribers counted per list and language (never an address), the latest items' mails with
 * their failures and a hold before they go, a test mail to oneself; admins erase an address on request.
 */
export function AlertsPage({ me }: { me: Me }) {
  const { lang, t } = useLanguage();
  const s = ALERTS_STRINGS[lang];
  // List names and item titles are in the console's language: read again in the other one.
  const summary = useAdminRead<AlertSummary>(ADMIN_PATHS.alertSummary, { perLanguage: true });
  const items = useAdminRead<AlertItems>(ADMIN_PATHS.alertItems, { perLanguage: true });
  const [status, setStatus] = useState('');
  const readError = summary.error ?? items.error;

  const refresh = () => {
    setStatus('');
    void summary.mutate();
    void items.mutate();
  };

  return (
    <>
      <section className="card alerts-page" aria-labelledby="alerts-title">
        <header className="screen-head">
          <h1 id="alerts-title">{s.title}</h1>
          <button type="button" onClick={refresh}>
            {s.refresh}
          </button>
        </header>
        <p className="hint alerts-intro">{s.intro}</p>
        <p className="status" role="status" aria-live="polite" data-testid="alerts-status">
          {status}
        </p>
        <FormError message={readError ? errorText(readError, t) : null} />
        {summary.data && (
          <div className="alerts-overview">
            <MailSetup mail={summary.data.mail} s={s} />
            <SubscriberCounts summary={summary.data} s={s} />
          </div>
        )}
      </section>
      {items.data && (
        <AlertItemsTable
          data={items.data}
          s={s}
          onChanged={(words) => {
            setStatus(words);
            void items.mutate();
          }}
        />
      )}
      {summary.data && (
        <div className="alerts-tools">
          <TestMail configured={summary.data.mail.configured} s={s} />
          {me.roles.includes('admin') && <EraseAddress s={s} onErased={() => void summary.mutate()} />}
        </div>
      )}
    </>
  );
}
