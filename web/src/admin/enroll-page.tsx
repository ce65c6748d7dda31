import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { type Invitation, PASSWORD_MIN_LENGTH } from '@muyuan/contract/admin/sign-in';
import type { Ceremony } from '@muyuan/contract/admin/webauthn';
import { startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { formatMessage } from '../i18n/format-message.ts';
import { adminCall } from './admin-api.ts';
import { Field, RequiredNote } from './field.tsx';
import { useFieldCheck } from './form-check.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';
import { QrCode } from './qr-code.tsx';
import { ROLE_NAMES } from './strings.ts';
import { useAdminRead } from './use-admin-read.tsx';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

interface TotpSetup {
  ceremonyId: string;
  secret: string;
  uri: string;
}

/** The fields the person names themselves with, which both ways of signing in need. */
const IDENTITY = ['name', 'email'];

/**
 * Enrollment from an invitation address (`#/enroll/<secret>`): the person names themselves (and gives
 * their work e-mail, for the first admin's address, which has none), then makes a passkey, or a
 * password with an authenticator app (recovery codes shown once). Either way they end up signed in.
 * Every required field is marked, and checked before anything is sent.
 */
export function EnrollPage({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const { lang, t } = useLanguage();
  // What the address is for: its secret sent in the body of a POST that only reads.
  const read = useAdminRead(ADMIN_PATHS.enrollmentInvitation, {
    view: {
      name: 'invitation',
      read: (asked) => adminCall<Invitation>(asked, 'POST', ADMIN_PATHS.enrollmentInvitation, { token }),
    },
    revision: token,
  });
  const invitation = read.data ?? null;
  const loadError = read.error ? errorText(read.error, t) : null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [ownEmail, setOwnEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const page = useRef<HTMLElement>(null);
  const words = useMemo(
    () => ({
      name: { missing: t.nameMissing },
      email: { missing: t.workEmailMissing, malformed: t.emailMalformed },
      password: {
        missing: t.newPasswordMissing,
        tooShort: formatMessage(lang, t.passwordTooShort, { n: PASSWORD_MIN_LENGTH }),
      },
      totp: { missing: t.totpMissing, malformed: t.totpMalformed },
    }),
    [lang, t],
  );
  const fields = useFieldCheck(words);

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

  /** Sends after the form's own check of `names` (on the whole page: the identity fields stand outside both forms). */
  const run = async (names: readonly string[], action: () => Promise<void>) => {
    setError(null);
    if (!page.current || !fields.check(page.current, names)) return;
    setBusy(true);
    try {
      await action();
    } catch (e) {
      if (!fields.showRefusal(e)) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const enrollPasskey = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = String(new FormData(event.currentTarget).get('label') ?? '');
    void run(IDENTITY, async () => {
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
    void run([...IDENTITY, 'password'], async () => {
      setTotp(await adminCall<TotpSetup>(lang, 'POST', ADMIN_PATHS.enrollmentPasswordStart, { token, password }));
    });
  };

  const finishPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('totp') ?? '').trim();
    void run([...IDENTITY, 'totp'], async () => {
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
    <section ref={page} className="card" aria-labelledby="enroll-title" onChange={fields.onChange}>
      <h1 id="enroll-title">{t.enrollTitle}</h1>
      <dl className="facts">
        {invitation.email && (
          <>
            <dt>{t.enrollFor}</dt>
            <dd>{invitation.email}</dd>
          </>
        )}
        <dt>{t.enrollRoles}</dt>
        <dd>{invitation.roles.map((role) => ROLE_NAMES[lang][role]).join(lang === 'zh' ? '、' : ', ')}</dd>
        <dt>{t.enrollExpires}</dt>
        <dd>
          <time dateTime={invitation.expiresAt}>{new Date(invitation.expiresAt).toLocaleString(lang)}</time>
        </dd>
      </dl>
      <RequiredNote />
      <div className="stack">
        <Field
          name="name"
          label={t.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={100}
          required
          error={fields.errors.name}
        />
        {!invitation.email && (
          <Field
            name="email"
            type="email"
            label={t.workEmail}
            value={ownEmail}
            onChange={(e) => setOwnEmail(e.target.value)}
            autoComplete="email"
            maxLength={254}
            required
            error={fields.errors.email}
          />
        )}
      </div>

      <h2>{t.enrollPasskeyTitle}</h2>
      <p className="hint">{t.enrollPasskeyHint}</p>
      <form onSubmit={enrollPasskey} className="stack" noValidate>
        <Field name="label" label={t.passkeyLabel} maxLength={60} />
        <button type="submit" className="primary" disabled={busy}>
          {t.createPasskey}
        </button>
      </form>

      <h2>{t.enrollPasswordTitle}</h2>
      {!totp ? (
        <form onSubmit={startPassword} className="stack" noValidate>
          <Field
            name="password"
            type="password"
            label={t.password}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            hint={t.passwordHint}
            error={fields.errors.password}
          />
          <button type="submit" disabled={busy}>
            {t.continue}
          </button>
        </form>
      ) : (
        <form onSubmit={finishPassword} className="stack" noValidate>
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
          <Field
            name="totp"
            label={t.totpCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={fields.errors.totp}
          />
          <button type="submit" className="primary" disabled={busy}>
            {t.finishEnrollment}
          </button>
        </form>
      )}
      <FormError message={error} />
    </section>
  );
}
