import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { STAFF_ROLES, type StaffRole } from '@muyuan/contract/admin/roles';
import type { ApiToken } from '@muyuan/contract/admin/tokens';
import { type FormEvent, useState } from 'react';
import { adminCall } from './admin-api.ts';
import { errorText, FormError } from './form-error.tsx';
import { useLanguage } from './language.tsx';
import { ROLE_NAMES } from './strings.ts';
import { TokenMade } from './token-made.tsx';
import { useStepUp } from './use-step-up.tsx';

interface TokenRequest {
  name: string;
  roles: StaffRole[];
}

type Created = ApiToken & { secret: string };

/**
 * Creates an API token (a sensitive action: the server may ask for a fresh check, then it is repeated);
 * its secret is shown once, until hidden or another is made.
 */
export function TokenCreate({ onCreated }: { onCreated: (token: ApiToken) => void }) {
  const { lang, t } = useLanguage();
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<Created | null>(null);

  const send = async (request: TokenRequest, form: HTMLFormElement) => {
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      const { secret, ...token } = await adminCall<Created>(lang, 'POST', ADMIN_PATHS.tokens, request);
      setMade({ ...token, secret });
      form.reset();
      onCreated(token);
    } catch (e) {
      if (!stepUp.asked(e, () => void send(request, form))) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const roles = STAFF_ROLES.filter((role) => form.getAll('role').includes(role));
    if (roles.length === 0) setError(t.rolesRequired);
    else void send({ name: String(form.get('name') ?? ''), roles }, event.currentTarget);
  };

  return (
    <section className="card token-create" aria-labelledby="token-create-title">
      <h2 id="token-create-title">{t.tokenCreateTitle}</h2>
      <form onSubmit={submit} className="stack">
        <label>
          {t.tokenName}
          <input name="name" autoComplete="off" required maxLength={100} />
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
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || stepUp.waiting}>
            {t.tokenCreate}
          </button>
        </div>
      </form>
      {stepUp.prompt}
      {made && <TokenMade name={made.name} secret={made.secret} onHide={() => setMade(null)} />}
      <FormError message={error} />
    </section>
  );
}
