import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { Ceremony } from '@muyuan/contract/admin/webauthn';
import { startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useState } from 'react';
import { adminCall } from './admin-api.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';
import { QrCode } from './qr-code.tsx';
import { ROLE_NAMES } from './strings.ts';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

interface Invitation {
  email: string;
  roles: StaffRole[];
  expiresAt: string;
}
interface TotpSetup {
  ceremonyId: string;
  secret: string;
  uri: string;
}

/**
 * Enrollment from an invitation address (`#/enroll/<secret>`): the person names themselves, then
 * makes a passkey, or a password with an authenticator app (recovery codes shown once). Either way
 * they end up signed in.
 */
export function EnrollPage({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const { lang, t } = useLanguage();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [ownEmail, setOwnEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    adminCall<Invitation>(lang, 'POST', ADMIN_PATHS.enrollmentInvitation, { token }).then(setInvitation, (e) =>
      setLoadError(errorText(e, t)),
    );
  }, [token, lang, t]);

  if (loadError)
    return (
      <section className="card" aria-labelledby="enroll-title">
        <h1 id="enroll-title">{t.enrollTitle}</h1>
        <FormError message={loadError} />
        <a href="#/">{t.backToSignIn}</a>
      </section>
    );
  if (!invitation) return <p aria-live="polite">{t.loading}</p>;

  const who = { token, name, ...(invitation.email ? {} : { email: ownEmail }) };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const enrollPasskey = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = String(new FormData(event.currentTarget).get('label') ?? '');
    void run(async () => {
      const ceremony = await adminCall<Ceremony>(lang, 'POST', ADMIN_PATHS.enrollmentPasskeyOptions, who);
      const response = await startRegistration({ optionsJSON: ceremony.options as unknown as RegistrationOptions });
      await adminCall(lang, 'POST', ADMIN_PATHS.enrollmentPasskey, {
        ...who,
        ceremonyId: ceremony.ceremonyId,
        response,
        label,
      });
      onSignedIn();
    });
  };

  const startPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setTotp(await adminCall<TotpSetup>(lang, 'POST', ADMIN_PATHS.enrollmentPasswordStart, { token, password }));
    });
  };

  const finishPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('totp') ?? '');
    void run(async () => {
      if (!totp) return;
      const answer = await adminCall<{ recoveryCodes: string[] }>(lang, 'POST', ADMIN_PATHS.enrollmentPassword, {
        ...who,
        password,
        ceremonyId: totp.ceremonyId,
        code,
      });
      setRecoveryCodes(answer.recoveryCodes);
    });
  };

  if (recoveryCodes)
    return (
      <section className="card" aria-labelledby="recovery-title">
        <h1 id="recovery-title">{t.recoveryTitle}</h1>
        <p>{t.recoveryHint}</p>
        <ul className="recovery-codes" data-testid="recovery-codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="primary" onClick={onSignedIn}>
          {t.recoveryDone}
        </button>
      </section>
    );

  return (
    <section className="card" aria-labelledby="enroll-title">
      <h1 id="enroll-title">{t.enrollTitle}</h1>
      <dl className="facts">
        {invitation.email && (
          <>
            <dt>{t.enrollFor}</dt>
            <dd>{invitation.email}</dd>
          </>
        )}
        <dt>{t.enrollRoles}</dt>
        <dd>{invitation.roles.map((role) => ROLE_NAMES[lang][role]).join(', ')}</dd>
        <dt>{t.enrollExpires}</dt>
        <dd>
          <time dateTime={invitation.expiresAt}>{new Date(invitation.expiresAt).toLocaleString(lang)}</time>
        </dd>
      </dl>
      <div className="stack">
        <label>
          {t.name}
          <input name="name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />
        </label>
        {!invitation.email && (
          <label>
            {t.email}
            <input
              name="email"
              type="email"
              value={ownEmail}
              onChange={(e) => setOwnEmail(e.target.value)}
              autoComplete="email"
              required
            />
          </label>
        )}
      </div>

      <h2>{t.enrollPasskeyTitle}</h2>
      <p className="hint">{t.enrollPasskeyHint}</p>
      <form onSubmit={enrollPasskey} className="stack">
        <label>
          {t.passkeyLabel}
          <input name="label" maxLength={60} />
        </label>
        <button type="submit" className="primary" disabled={busy || !name.trim()}>
          {t.createPasskey}
        </button>
      </form>

      <h2>{t.enrollPasswordTitle}</h2>
      {!totp ? (
        <form onSubmit={startPassword} className="stack">
          <div className="field">
            <label>
              {t.password}
              <input
                name="new-password"
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
                minLength={12}
                required
                aria-describedby="password-hint"
              />
            </label>
            <span id="password-hint" className="hint">
              {t.passwordHint}
            </span>
          </div>
          <button type="submit" disabled={busy || !name.trim()}>
            {t.continue}
          </button>
        </form>
      ) : (
        <form onSubmit={finishPassword} className="stack">
          <p>{t.totpStep}</p>
          <QrCode text={totp.uri} label={t.qrLabel} />
          <dl className="facts">
            <dt>{t.totpKey}</dt>
            <dd>
              <code data-testid="totp-secret">{totp.secret}</code>
            </dd>
            <dt>{t.totpUri}</dt>
            <dd>
              <code data-testid="totp-uri">{totp.uri}</code>
            </dd>
          </dl>
          <label>
            {t.totpCode}
            <input
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
            />
          </label>
          <button type="submit" className="primary" disabled={busy}>
            {t.finishEnrollment}
          </button>
        </form>
      )}
      <FormError message={error} />
    </section>
  );
}
