import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Passkey, PasskeyList } from '@muyuan/contract/admin/sign-in';
import type { Me } from '@muyuan/contract/admin/staff';
import type { Ceremony } from '@muyuan/contract/admin/webauthn';
import { startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatMessage } from '../i18n/format-message.ts';
import { beijingTime } from '../lib/beijing-time.ts';
import { AdminApiError, adminCall } from './admin-api.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';
import { StepUpPrompt } from './step-up.tsx';
import { useAdminRead } from './use-admin-read.tsx';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** My passkeys, and whether I also sign in with a password and an app. */
type MySignIn = PasskeyList;

/** Where on the page an action waits for the fresh check (the prompt shows next to it). */
type Place = 'passkeys' | 'add' | 'codes';
type Confirming = { kind: 'remove'; passkey: Passkey } | { kind: 'codes' } | null;

/**
 * A fresh check with less than this left is asked for before a new passkey is made: the person then
 * touches the authenticator to confirm and once more to register, never to register twice.
 */
const CHECK_MARGIN_MS = 5_000;

const isStepUp = (e: unknown) => e instanceof AdminApiError && e.code === 'step_up_required';

/**
 * "My sign-in" (`#/security`, everyone signed in): my passkeys (add one, remove one), whether a password
 * with an authenticator app is set, and new recovery codes (shown once). Adding, removing and new codes
 * need a fresh check: on `step_up_required` the prompt shows and the action is repeated after it.
 */
export function SecurityPage(_props: { me: Me }) {
  const { lang, t } = useLanguage();
  // Read on opening; adding or removing a passkey answers the list as it now is.
  const signIns = useAdminRead<MySignIn>(ADMIN_PATHS.myPasskeys);
  const mine = signIns.data ?? null;
  const [actionError, setError] = useState<string | null>(null);
  // An action's failure, or (before there is a list to act on) the read's.
  const error = actionError ?? (signIns.error ? errorText(signIns.error, t) : null);
  // Where the error shows: next to the action that failed.
  const [errorPlace, setErrorPlace] = useState<Place>('passkeys');
  const [status, setStatus] = useState('');
  // Where the last success is told: next to the action, like its errors.
  const [statusPlace, setStatusPlace] = useState<Place>('passkeys');
  const [busy, setBusy] = useState(false);
  const [label, setLabel] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [waiting, setWaiting] = useState<{ place: Place; retry: () => Promise<void> } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const passkeysTitle = useRef<HTMLHeadingElement>(null);
  const codesTitle = useRef<HTMLHeadingElement>(null);
  const renewButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);

  // The question of a confirmation is read out first; its buttons follow it.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  useEffect(() => {
    if (codes) codesTitle.current?.focus();
  }, [codes]);

  const run = async (place: Place, action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setErrorPlace(place);
    setStatusPlace(place);
    setStatus('');
    try {
      await action();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  /** Runs a sensitive call; when the server asks for a fresh check, waits for it and repeats the call. */
  const sensitive = async (place: Place, call: () => Promise<void>): Promise<void> => {
    try {
      await call();
      setWaiting(null);
    } catch (e) {
      if (!isStepUp(e)) throw e;
      setWaiting({ place, retry: () => sensitive(place, call) });
    }
  };

  const nameOf = (passkey: Passkey) => passkey.label || t.passkeyUnnamed;

  const register = async (newLabel: string) => {
    const ceremony = await adminCall<Ceremony>(lang, 'POST', ADMIN_PATHS.myPasskeyOptions);
    const response = await startRegistration({ optionsJSON: ceremony.options as unknown as RegistrationOptions });
    // The same answer is sent again after a check the server asked for: the ceremony is still open.
    await sensitive('add', async () => {
      const added = await adminCall<MySignIn>(lang, 'POST', ADMIN_PATHS.myPasskeys, {
        ceremonyId: ceremony.ceremonyId,
        response,
        label: newLabel,
      });
      // The list as the server answered it, and the words saying so, in one render.
      flushSync(() => {
        void signIns.mutate(added, { revalidate: false });
        setLabel('');
        setStatus(formatMessage(lang, t.passkeyAdded, { name: newLabel || t.passkeyUnnamed }));
      });
    });
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newLabel = label.trim();
    void run('add', async () => {
      const me = await adminCall<Me>(lang, 'GET', ADMIN_PATHS.me);
      const left = me.stepUpUntil ? Date.parse(me.stepUpUntil) - Date.now() : 0;
      if (left < CHECK_MARGIN_MS) setWaiting({ place: 'add', retry: () => register(newLabel) });
      else await register(newLabel);
    });
  };

  const remove = (passkey: Passkey) => {
    setConfirming(null);
    void run('passkeys', () =>
      sensitive('passkeys', async () => {
        const left = await adminCall<MySignIn>(lang, 'DELETE', withId(ADMIN_PATHS.myPasskey, passkey.id));
        flushSync(() => {
          void signIns.mutate(left, { revalidate: false });
          setStatus(formatMessage(lang, t.passkeyRemoved, { name: nameOf(passkey) }));
        });
        passkeysTitle.current?.focus();
      }),
    );
  };

  const renewCodes = () => {
    setConfirming(null);
    void run('codes', () =>
      sensitive('codes', async () => {
        const answer = await adminCall<{ recoveryCodes: string[] }>(lang, 'POST', ADMIN_PATHS.myRecoveryCodes);
        setCodes(answer.recoveryCodes);
        setStatus(t.recoveryRenewed);
      }),
    );
  };

  const cancelConfirm = (focusAfter?: HTMLElement | null) => {
    setConfirming(null);
    focusAfter?.focus();
  };

  const prompt = (place: Place) =>
    waiting?.place === place && (
      <StepUpPrompt
        onDone={() => {
          const retry = waiting.retry;
          setWaiting(null);
          void run(place, retry);
        }}
        onCancel={() => setWaiting(null)}
      />
    );

  return (
    <div className="security-page">
      <section className="card" aria-labelledby="security-title">
        <h1 id="security-title">{t.navSecurity}</h1>
        <p className="hint">{t.securityIntro}</p>
        <p className="security-status" role="status">
          {statusPlace === 'codes' ? '' : status}
        </p>

        <h2 id="passkeys-title" ref={passkeysTitle} tabIndex={-1}>
          {t.passkeysTitle}
        </h2>
        {!mine ? (
          !error && <p aria-live="polite">{t.loading}</p>
        ) : mine.list.length === 0 ? (
          <p className="passkeys-none">{t.passkeysNone}</p>
        ) : (
          <ul className="passkey-list" aria-labelledby="passkeys-title" data-testid="passkey-list">
            {mine.list.map((passkey) => (
              <li key={passkey.id} data-testid="passkey">
                <div className="passkey-main">
                  <span className="passkey-name" data-testid="passkey-name">
                    {nameOf(passkey)}
                  </span>
                  <dl className="passkey-dates">
                    <div>
                      <dt>{t.passkeyCreated}</dt>
                      <dd>
                        <time dateTime={passkey.createdAt}>{beijingTime(passkey.createdAt, { seconds: false })}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t.passkeyLastUsed}</dt>
                      <dd>
                        {passkey.lastUsedAt ? (
                          <time dateTime={passkey.lastUsedAt}>
                            {beijingTime(passkey.lastUsedAt, { seconds: false })}
                          </time>
                        ) : (
                          t.passkeyNeverUsed
                        )}
                      </dd>
                    </div>
                  </dl>
                </div>
                <button
                  type="button"
                  className="danger-outline"
                  aria-label={formatMessage(lang, t.passkeyRemoveNamed, { name: nameOf(passkey) })}
                  disabled={busy || waiting !== null || confirming !== null}
                  onClick={() => setConfirming({ kind: 'remove', passkey })}
                >
                  {t.passkeyRemove}
                </button>
                {confirming?.kind === 'remove' && confirming.passkey.id === passkey.id && (
                  <div className="confirm">
                    <p id={`confirm-${passkey.id}`} ref={question} tabIndex={-1}>
                      {formatMessage(lang, t.passkeyRemoveConfirm, { name: nameOf(passkey) })}
                    </p>
                    <div className="confirm-actions">
                      <button type="button" className="danger" onClick={() => remove(passkey)}>
                        {t.passkeyRemoveYes}
                      </button>
                      <button type="button" onClick={() => cancelConfirm(passkeysTitle.current)}>
                        {t.cancel}
                      </button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {prompt('passkeys')}
        {mine && mine.list.length > 0 && <p className="hint">{t.passkeysHint}</p>}

        <form onSubmit={add} className="stack passkey-add" aria-labelledby="passkey-add-title">
          <h3 id="passkey-add-title">{t.passkeyAddTitle}</h3>
          <label>
            {t.passkeyLabel}
            <input name="label" value={label} onChange={(e) => setLabel(e.target.value)} maxLength={60} />
          </label>
          <button type="submit" className="primary" disabled={busy || waiting !== null || !mine}>
            {t.passkeyAdd}
          </button>
        </form>
        {prompt('add')}
        <FormError message={errorPlace === 'codes' ? null : error} />
      </section>

      {mine && (
        <section className="card" aria-labelledby="password-title">
          <h2 id="password-title">{t.passwordTitle}</h2>
          <p className={mine.hasPassword ? 'sign-in-state on' : 'sign-in-state'} data-testid="password-state">
            {mine.hasPassword ? t.passwordSet : t.passwordNotSet}
          </p>
          {mine.hasPassword && (
            <>
              <h3>{t.recoveryTitle}</h3>
              <p className="hint">{t.recoveryRenewHint}</p>
              {confirming?.kind === 'codes' ? (
                <div className="confirm">
                  <p id="confirm-codes" ref={question} tabIndex={-1}>
                    {t.recoveryRenewConfirm}
                  </p>
                  <div className="confirm-actions">
                    <button type="button" className="danger" onClick={renewCodes}>
                      {t.recoveryRenewYes}
                    </button>
                    <button type="button" onClick={() => cancelConfirm(renewButton.current)}>
                      {t.cancel}
                    </button>
                  </div>
                </div>
              ) : (
                <button
                  type="button"
                  ref={renewButton}
                  disabled={busy || waiting !== null}
                  onClick={() => {
                    setCodes(null);
                    setConfirming({ kind: 'codes' });
                  }}
                >
                  {t.recoveryRenew}
                </button>
              )}
              {prompt('codes')}
              <p className="security-status" role="status">
                {statusPlace === 'codes' ? status : ''}
              </p>
              {codes && (
                <div className="new-codes">
                  <h3 ref={codesTitle} tabIndex={-1}>
                    {t.recoveryNewTitle}
                  </h3>
                  <p className="warning">{t.recoveryHint}</p>
                  <ul className="recovery-codes" data-testid="recovery-codes">
                    {codes.map((code) => (
                      <li key={code}>
                        <code>{code}</code>
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="primary"
                    onClick={() => {
                      setCodes(null);
                      setStatus('');
                      requestAnimationFrame(() => renewButton.current?.focus());
                    }}
                  >
                    {t.recoverySaved}
                  </button>
                </div>
              )}
              <FormError message={errorPlace === 'codes' ? error : null} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
