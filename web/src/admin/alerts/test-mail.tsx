import type { TestMailAnswer } from '@muyuan/contract/admin/alerts';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { adminCall } from '../admin-api.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import type { AlertsStrings } from './alerts-strings.ts';

/** A test mail to the signed-in person's own address, and what the mail server said of it. */
export function TestMail({ configured, s }: { configured: boolean; s: AlertsStrings }) {
  const { lang, t } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<TestMailAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      setAnswer(await adminCall<TestMailAnswer>(lang, 'POST', ADMIN_PATHS.alertTestMail));
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const words =
    answer === null
      ? ''
      : answer.outcome === 'sent'
        ? s.testSent
        : formatMessage(lang, answer.outcome === 'temporary' ? s.testTemporary : s.testPermanent, {
            reason: answer.reason ?? '',
          });
  return (
    <section className="card alerts-test" aria-labelledby="alerts-test-title">
      <h2 id="alerts-test-title">{s.testTitle}</h2>
      <p className="hint">{configured ? s.testHint : s.testNeedsMail}</p>
      <div className="actions">
        <button type="button" onClick={() => void send()} disabled={busy || !configured}>
          {busy ? s.testSending : s.testSend}
        </button>
      </div>
      <p
        className={`status ${answer && answer.outcome !== 'sent' ? 'alerts-refused' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="alerts-test-result"
      >
        {words}
      </p>
      <FormError message={error} />
    </section>
  );
}
