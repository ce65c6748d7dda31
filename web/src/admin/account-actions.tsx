import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import { mayGrant, mayRemove, rolesNotHeld, STAFF_ROLES, type StaffRole } from '@muyuan/contract/admin/roles';
import type { Account, EnrollmentAddress } from '@muyuan/contract/admin/staff';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatMessage } from '../i18n/format-message.ts';
import { adminCall } from './admin-api.ts';
import { FieldError, RequiredMark } from './field.tsx';
import { useFieldCheck } from './form-check.ts';
import { errorText, FormError } from './form-error.tsx';
import { formatTime } from './format-time.ts';
import { useLanguage } from './language.tsx';
import { ROLE_NAMES } from './strings.ts';
import { useStepUp } from './use-step-up.tsx';

export type AccountAction = 'roles' | 'end-sessions' | 'reset';

export interface ActionProps {
  account: Account;
  /** The roles of the admin acting: what it may give and take (contract/src/admin/roles.ts). */
  holder: readonly StaffRole[];
  /** The action succeeded: `status` is announced and the list read again. */
  onDone: (status: string) => void;
  onClose: () => void;
}

/** The panel's heading takes the focus when it opens, so keyboard and screen-reader users land in it. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** Whether `holder` may change `role` on `account`: give it (if it holds it) or take it away. */
const changeable = (holder: readonly StaffRole[], account: Account, role: StaffRole) =>
  account.roles.includes(role) ? mayRemove(holder, role) : mayGrant(holder, role);

/**
 * Replaces an account's roles (a sensitive action: the server may ask for a fresh check first). A role
 * the admin may not give (one it does not hold) or take away (compliance, from outside the team) is
 * shown greyed as it is, and kept as it is.
 */
export function RolesEditor({ account, holder, onDone, onClose }: ActionProps) {
  const { lang, t } = useLanguage();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rolesError = useId();
  const words = useMemo(() => ({ role: { missing: t.rolesRequired } }), [t]);
  const fields = useFieldCheck(words);

  const send = async (roles: StaffRole[]) => {
    setBusy(true);
    setError(null);
    try {
      const path = withId(ADMIN_PATHS.accountRoles, account.id);
      const answer = await adminCall<{ roles: StaffRole[] }>(lang, 'PUT', path, { roles });
      const names = answer.roles.map((role) => ROLE_NAMES[lang][role]).join(lang === 'zh' ? '、' : ', ');
      onDone(formatMessage(lang, t.rolesChanged, { name: account.name, roles: names }));
    } catch (e) {
      if (!stepUp.asked(e, () => void send(roles))) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const locked = STAFF_ROLES.some((role) => !changeable(holder, account, role));
  const hintId = `roles-hint-${account.id}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!fields.check(event.currentTarget)) return;
    const chosen = new FormData(event.currentTarget).getAll('role');
    // A greyed box is not in the form's data: it keeps what the account has.
    const roles = STAFF_ROLES.filter((role) =>
      changeable(holder, account, role) ? chosen.includes(role) : account.roles.includes(role),
    );
    void send(roles);
  };

  return (
    <div className="account-action stack">
      <h3 ref={heading} tabIndex={-1}>
        {formatMessage(lang, t.rolesOf, { name: account.name })}
      </h3>
      <form onSubmit={submit} onChange={fields.onChange} className="stack" noValidate>
        <fieldset
          className="roles-choice"
          aria-describedby={
            [locked ? hintId : '', fields.errors.role ? rolesError : ''].filter(Boolean).join(' ') || undefined
          }
          data-invalid={fields.errors.role ? true : undefined}
        >
          <legend>
            <span className="visually-hidden">{formatMessage(lang, t.rolesOf, { name: account.name })}</span>
            <span aria-hidden="true">{t.inviteRoles}</span>
            <RequiredMark group />
          </legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="check">
              <input
                type="checkbox"
                name="role"
                value={role}
                defaultChecked={account.roles.includes(role)}
                disabled={!changeable(holder, account, role)}
              />
              {ROLE_NAMES[lang][role]}
            </label>
          ))}
          {locked && (
            <p className="hint choice-hint" id={hintId}>
              {t.rolesLockedHint}
            </p>
          )}
          <FieldError id={rolesError} message={fields.errors.role} />
        </fieldset>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || stepUp.waiting}>
            {t.saveRoles}
          </button>
          <button type="button" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
      {stepUp.prompt}
      <FormError message={error} />
    </div>
  );
}

/**
 * Ends every session of an account, after a confirmation (its holder signs in again). It takes a fresh
 * check (issue 38, point 6): the server may ask for one, then it is repeated.
 */
export function EndSessionsConfirm({ account, onDone, onClose }: ActionProps) {
  const { lang, t } = useLanguage();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const end = async () => {
    setBusy(true);
    setError(null);
    try {
      const { ended } = await adminCall<{ ended: number }>(
        lang,
        'DELETE',
        withId(ADMIN_PATHS.accountSessions, account.id),
      );
      onDone(formatMessage(lang, t.sessionsEnded, { name: account.name, n: ended }));
    } catch (e) {
      if (!stepUp.asked(e, () => void end())) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-action stack">
      <h3 ref={heading} tabIndex={-1}>
        {formatMessage(lang, t.endSessionsOf, { name: account.name })}
      </h3>
      <p>{formatMessage(lang, t.endSessionsConfirm, { name: account.name })}</p>
      <div className="actions">
        <button type="button" className="danger" onClick={() => void end()} disabled={busy || stepUp.waiting}>
          {t.endSessionsYes}
        </button>
        <button type="button" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
      {stepUp.prompt}
      <FormError message={error} />
    </div>
  );
}

/**
 * Resets an account's sign-in after a confirmation (a sensitive action) and shows the new enrollment
 * address, which the server answers this once. The address enrolls whoever holds it into the account's
 * roles, so an admin who lacks one of them is told so instead of offered the reset.
 */
export function SignInReset({ account, holder, onDone, onClose }: ActionProps) {
  const { lang, t } = useLanguage();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<EnrollmentAddress | null>(null);
  const notHeld = rolesNotHeld(holder, account.roles);

  const reset = async () => {
    setBusy(true);
    setError(null);
    try {
      const path = withId(ADMIN_PATHS.accountSignInReset, account.id);
      setMade(await adminCall<EnrollmentAddress>(lang, 'POST', path));
      onDone(formatMessage(lang, t.resetDone, { name: account.name }));
    } catch (e) {
      if (!stepUp.asked(e, () => void reset())) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-action stack">
      <h3 ref={heading} tabIndex={-1}>
        {formatMessage(lang, t.resetSignInOf, { name: account.name })}
      </h3>
      {made ? (
        <div className="stack made">
          <label>
            {formatMessage(lang, t.resetMade, { name: account.name })}
            <input readOnly value={made.address} data-testid="reset-address" onFocus={(e) => e.target.select()} />
          </label>
          <p className="hint">
            {t.inviteValidUntil} <time dateTime={made.expiresAt}>{formatTime(made.expiresAt, lang)}</time>
          </p>
          <div className="actions">
            <button type="button" onClick={onClose}>
              {t.close}
            </button>
          </div>
        </div>
      ) : notHeld.length > 0 ? (
        <>
          <p data-testid="reset-not-allowed">
            {formatMessage(lang, t.resetNotAllowed, {
              name: account.name,
              roles: notHeld.map((role) => ROLE_NAMES[lang][role]).join(lang === 'zh' ? '、' : ', '),
            })}
          </p>
          <div className="actions">
            <button type="button" onClick={onClose}>
              {t.close}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{formatMessage(lang, t.resetConfirm, { name: account.name })}</p>
          <div className="actions">
            <button type="button" className="danger" onClick={() => void reset()} disabled={busy || stepUp.waiting}>
              {t.resetYes}
            </button>
            <button type="button" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </>
      )}
      {stepUp.prompt}
      <FormError message={error} />
    </div>
  );
}
