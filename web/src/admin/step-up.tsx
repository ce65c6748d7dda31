import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Ceremony } from '@muyuan/contract/admin/webauthn';
import { startAuthentication } from '@simplewebauthn/browser';
import { type FormEvent, useMemo, useState } from 'react';
import { adminCall } from './admin-api.ts';
import { Field } from './field.tsx';
import { useFieldCheck } from './form-check.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';

type StartOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * The fresh check a sensitive action asks for (`step_up_required`): a passkey, or a code from the
 * authenticator app. `onDone` repeats the action.
 */
export function StepUpPrompt({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { lang, t } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = useMemo(() => ({ 'step-up-code': { missing: t.totpMissing, malformed: t.totpMalformed } }), [t]);
  const fields = useFieldCheck(words);

  const run = async (check: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await check();
      onDone();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = () =>
    run(async () => {
      const ceremony = await adminCall<Ceremony>(lang, 'POST', ADMIN_PATHS.stepUpPasskeyOptions);
      const response = await startAuthentication({ optionsJSON: ceremony.options as unknown as StartOptions });
      await adminCall(lang, 'POST', ADMIN_PATHS.stepUpPasskey, { ceremonyId: ceremony.ceremonyId, response });
    });

  const withCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!fields.check(event.currentTarget)) return;
    const code = String(new FormData(event.currentTarget).get('step-up-code') ?? '').trim();
    void run(() => adminCall(lang, 'POST', ADMIN_PATHS.stepUpTotp, { code }));
  };

  return (
    <section aria-labelledby="step-up-title" className="stack step-up">
      <h3 id="step-up-title">{t.stepUpTitle}</h3>
      <p className="hint">{t.stepUpHint}</p>
      <button type="button" className="primary" onClick={() => void withPasskey()} disabled={busy}>
        {t.stepUpPasskey}
      </button>
      <form onSubmit={withCode} onChange={fields.onChange} className="stack" noValidate>
        <Field
          name="step-up-code"
          label={t.stepUpCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          error={fields.errors['step-up-code']}
        />
        <button type="submit" disabled={busy}>
          {t.stepUpConfirm}
        </button>
      </form>
      <button type="button" className="link" onClick={onCancel}>
        {t.cancel}
      </button>
      <FormError message={error} />
    </section>
  );
}
