import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { STAFF_ROLES, type StaffRole } from '@muyuan/contract/admin/roles';
import type { EnrollmentAddress } from '@muyuan/contract/admin/staff';
import { type FormEvent, useState } from 'react';
import { AdminApiError, adminCall } from './admin-api.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';
import { StepUpPrompt } from './step-up.tsx';
import { ROLE_NAMES } from './strings.ts';

interface InvitationRequest {
  email: string;
  roles: StaffRole[];
}

/**
 * An admin invites a colleague: e-mail and roles give a one-time enrollment address, shown once. The
 * server asks for a fresh check first when the last one is old; the request is then repeated.
 */
export function InvitePanel() {
  const { lang, t } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitingForCheck, setWaitingForCheck] = useState<InvitationRequest | null>(null);
  const [made, setMade] = useState<EnrollmentAddress | null>(null);

  const send = async (request: InvitationRequest) => {
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      setMade(await adminCall<EnrollmentAddress>(lang, 'POST', ADMIN_PATHS.invitations, request));
      setWaitingForCheck(null);
    } catch (e) {
      if (e instanceof AdminApiError && e.code === 'step_up_required') setWaitingForCheck(request);
      else setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const roles = STAFF_ROLES.filter((role) => form.getAll('role').includes(role));
    void send({ email: String(form.get('email') ?? ''), roles });
  };

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t.inviteTitle}</h2>
      <form onSubmit={submit} className="stack">
        <label>
          {t.inviteEmail}
          <input name="email" type="email" autoComplete="off" required />
        </label>
        <fieldset className="roles-choice">
          <legend>{t.inviteRoles}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="check">
              <input type="checkbox" name="role" value={role} />
              {ROLE_NAMES[lang][role]}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={busy || waitingForCheck !== null}>
          {t.invite}
        </button>
      </form>
      {waitingForCheck && (
        <StepUpPrompt onDone={() => void send(waitingForCheck)} onCancel={() => setWaitingForCheck(null)} />
      )}
      {made && (
        <div className="stack made">
          <label>
            {t.inviteMade}
            <input readOnly value={made.address} data-testid="invitation-address" onFocus={(e) => e.target.select()} />
          </label>
          <p className="hint">
            {t.inviteValidUntil} <time dateTime={made.expiresAt}>{new Date(made.expiresAt).toLocaleString(lang)}</time>
          </p>
        </div>
      )}
      <FormError message={error} />
    </section>
  );
}
