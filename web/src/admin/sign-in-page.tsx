import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Ceremony } from '@muyuan/contract/admin/webauthn';
import { type AuthenticationResponseJSON, startAuthentication } from '@simplewebauthn/browser';
import { type FormEvent, useMemo, useState } from 'react';
import { adminCall } from './admin-api.ts';
import { Field, RequiredNote } from './field.tsx';
import { useFieldCheck } from './form-check.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';

type StartOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** Sign-in: a passkey first (discoverable, so no e-mail asked), else e-mail, password and a code. */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { lang, t } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = useMemo(
    () => ({
      email: { missing: t.emailMissing, malformed: t.emailMalformed },
      password: { missing: t.passwordMissing },
      code: { missing: t.codeMissing, tooShort: t.codeTooShort },
    }),
    [t],
  );
  const fields = useFieldCheck(words);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onSignedIn();
    } catch (e) {
      if (!fields.showRefusal(e)) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const signInWithPasskey = () =>
    run(async () => {
      const ceremony = await adminCall<Ceremony>(lang, 'POST', ADMIN_PATHS.passkeySignInOptions);
      const response: AuthenticationResponseJSON = await startAuthentication({
        optionsJSON: ceremony.options as unknown as StartOptions,
      });
      await adminCall(lang, 'POST', ADMIN_PATHS.passkeySignIn, { ceremonyId: ceremony.ceremonyId, response });
    });

  const signInWithPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!fields.check(event.currentTarget)) return;
    const form = new FormData(event.currentTarget);
    void run(() =>
      adminCall(lang, 'POST', ADMIN_PATHS.passwordSignIn, {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        code: String(form.get('code') ?? ''),
      }),
    );
  };

  return (
    <section className="card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t.signInTitle}</h1>
      <button type="button" className="primary wide" onClick={() => void signInWithPasskey()} disabled={busy}>
        {t.signInWithPasskey}
      </button>
      <h2>{t.orPassword}</h2>
      <form onSubmit={signInWithPassword} onChange={fields.onChange} className="stack" noValidate>
        <RequiredNote />
        <Field
          name="email"
          type="email"
          label={t.email}
          autoComplete="username webauthn"
          maxLength={254}
          required
          error={fields.errors.email}
        />
        <Field
          name="password"
          type="password"
          label={t.password}
          autoComplete="current-password"
          required
          error={fields.errors.password}
        />
        <Field
          name="code"
          label={t.code}
          autoComplete="one-time-code"
          minLength={6}
          maxLength={32}
          spellCheck={false}
          required
          hint={t.codeHint}
          error={fields.errors.code}
        />
        <button type="submit" disabled={busy}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
      <FormError message={error} />
    </section>
  );
}
