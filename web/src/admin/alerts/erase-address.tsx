import { eraseRequestSchema } from '@muyuan/contract/admin/alerts';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useId, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { adminCall } from '../admin-api.ts';
import { FieldError } from '../field.tsx';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import type { AlertsStrings } from './alerts-strings.ts';

/**
 * An admin erases one address on its owner's request, after a confirm step. The server answers the same
 * whether or not the address was subscribed, so the screen says the same too.
 */
export function EraseAddress({ s, onErased }: { s: AlertsStrings; onErased: () => void }) {
  const { lang, t } = useLanguage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState<string | null>(null);

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    setDone('');
    setError(null);
    const parsed = eraseRequestSchema.safeParse({ email });
    setInvalid(!parsed.success);
    if (parsed.success) setConfirming(parsed.data.email);
  };

  const erase = async (address: string) => {
    setBusy(true);
    try {
      await adminCall(lang, 'POST', ADMIN_PATHS.alertErase, { email: address });
      setConfirming(null);
      setEmail('');
      setDone(s.erased);
      onErased();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card alerts-erase" aria-labelledby="alerts-erase-title">
      <h2 id="alerts-erase-title">{s.eraseTitle}</h2>
      <p className="hint">{s.eraseHint}</p>
      {confirming === null ? (
        <form className="alerts-erase-form" onSubmit={ask} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>{s.eraseEmail}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            <FieldError id={`${id}-error`} message={invalid ? s.eraseInvalid : null} />
          </div>
          <div className="actions">
            <button type="submit" className="danger-outline">
              {s.eraseNext}
            </button>
          </div>
        </form>
      ) : (
        <div className="alerts-erase-confirm stack">
          <p>{formatMessage(lang, s.eraseConfirm, { email: confirming })}</p>
          <div className="actions">
            <button type="button" className="danger" disabled={busy} onClick={() => void erase(confirming)}>
              {s.eraseYes}
            </button>
            <button type="button" onClick={() => setConfirming(null)} disabled={busy}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
      <p className="status" role="status" aria-live="polite" data-testid="alerts-erase-result">
        {done}
      </p>
      <FormError message={error} />
    </section>
  );
}
