import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { STAFF_ROLES, type StaffRole } from '@muyuan/contract/admin/roles';
import type { EnrollmentAddress } from '@muyuan/contract/admin/staff';
import { type FormEvent, useMemo, useState } from 'react';
import { AdminApiError, adminCall } from './admin-api.ts';
import { Field, RequiredNote } from './field.tsx';
import { useFieldCheck } from './form-check.ts';
import { errorText, FormError } from './form-error.tsx';
import { GrantableRoles } from './grantable-roles.tsx';
import { useLanguage } from './language.tsx';
import { StepUpPrompt } from './step-up.tsx';

interface InvitationRequest {
  email: string;
  roles: StaffRole[];
}

/**
 * An admin invites a colleague: e-mail and roles give a one-time enrollment address, shown once. The
 * server asks for a fresh check first when the last one is old; the request is then repeated. Only the
 * roles the admin holds are offered (a role is given only by its holders).
 */
export function InvitePanel({ holder }: { holder: readonly StaffRole[] }) {
  const { lang, t } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitingForCheck, setWaitingForCheck] = useState<InvitationRequest | null>(null);
  const [made, setMade] = useState<EnrollmentAddress | null>(null);
  const words = useMemo(
    () => ({
      email: { missing: t.colleagueEmailMissing, malformed: t.emailMalformed },
      role: { missing: t.rolesRequired },
    }),
    [t],
  );
  const fields = useFieldCheck(words);

  const send = async (request: InvitationRequest) => {
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      setMade(await adminCall<EnrollmentAddress>(lang, 'POST', ADMIN_PATHS.invitations, request));
      setWaitingForCheck(null);
    } catch (e) {
      if (e instanceof AdminApiError && e.code === 'step_up_required') setWaitingForCheck(request);
      else if (!fields.showRefusal(e)) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!fields.check(event.currentTarget)) return;
    const form = new FormData(event.currentTarget);
    const roles = STAFF_ROLES.filter((role) => form.getAll('role').includes(role));
    void send({ email: String(form.get('email') ?? ''), roles });
  };

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t.inviteTitle}</h2>
      <form onSubmit={submit} onChange={fields.onChange} className="stack" noValidate>
        <RequiredNote />
        <Field
          name="email"
          type="email"
          label={t.inviteEmail}
          autoComplete="off"
          maxLength={254}
          required
          error={fields.errors.email}
        />
        <GrantableRoles
          holder={holder}
          hint={{ id: 'invite-roles-hint', text: t.inviteRolesHint }}
          error={fields.errors.role}
        />
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
