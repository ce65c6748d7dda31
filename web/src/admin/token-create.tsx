import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { STAFF_ROLES, type StaffRole } from '@muyuan/contract/admin/roles';
import { type ApiToken, TOKEN_DAY_CHOICES, TOKEN_DEFAULT_DAYS } from '@muyuan/contract/admin/tokens';
import { type FormEvent, useMemo, useState } from 'react';
import { formatMessage } from '../i18n/format-message.ts';
import { adminCall } from './admin-api.ts';
import { Field, RequiredNote } from './field.tsx';
import { useFieldCheck } from './form-check.ts';
import { errorText, FormError } from './form-error.tsx';
import { formatDate } from './format-time.ts';
import { GrantableRoles } from './grantable-roles.tsx';
import { useLanguage } from './language.tsx';
import type { ConsoleLang, ConsoleStrings } from './strings.ts';
import { TokenMade } from './token-made.tsx';
import { useStepUp } from './use-step-up.tsx';

interface TokenRequest {
  name: string;
  roles: StaffRole[];
  expiresInDays: number;
}

type Created = ApiToken & { secret: string };

const DAY_MS = 24 * 60 * 60_000;

/** A lifetime as the form's choice names it: "90 days", "1 year", the default marked. */
function lifetimeName(days: number, t: ConsoleStrings, lang: ConsoleLang): string {
  const name = days === 365 ? t.tokenYear : formatMessage(lang, t.tokenDays, { count: days });
  return days === TOKEN_DEFAULT_DAYS ? formatMessage(lang, t.tokenDefault, { choice: name }) : name;
}

/**
 * Creates an API token (a sensitive action: the server may ask for a fresh check, then it is repeated);
 * its secret is shown once, until hidden or another is made. The roles offered are those the admin
 * holds (a token carries no more), its lifetime one of TOKEN_DAY_CHOICES, 90 days unless chosen.
 */
export function TokenCreate({
  holder,
  onCreated,
}: {
  holder: readonly StaffRole[];
  onCreated: (token: ApiToken) => void;
}) {
  const { lang, t } = useLanguage();
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<Created | null>(null);
  const [days, setDays] = useState<number>(TOKEN_DEFAULT_DAYS);
  const words = useMemo(() => ({ name: { missing: t.tokenNameMissing }, role: { missing: t.rolesRequired } }), [t]);
  const fields = useFieldCheck(words);

  const send = async (request: TokenRequest, form: HTMLFormElement) => {
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      const { secret, ...token } = await adminCall<Created>(lang, 'POST', ADMIN_PATHS.tokens, request);
      setMade({ ...token, secret });
      form.reset();
      setDays(TOKEN_DEFAULT_DAYS);
      onCreated(token);
    } catch (e) {
      if (!stepUp.asked(e, () => void send(request, form)) && !fields.showRefusal(e)) setError(errorText(e, t));
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
    void send({ name: String(form.get('name') ?? '').trim(), roles, expiresInDays: days }, event.currentTarget);
  };

  return (
    <section className="card token-create" aria-labelledby="token-create-title">
      <h2 id="token-create-title">{t.tokenCreateTitle}</h2>
      <form onSubmit={submit} onChange={fields.onChange} className="stack" noValidate>
        <RequiredNote />
        <Field name="name" label={t.tokenName} autoComplete="off" maxLength={100} required error={fields.errors.name} />
        <GrantableRoles
          holder={holder}
          hint={{ id: 'token-roles-hint', text: t.tokenRolesHint }}
          error={fields.errors.role}
        />
        <div className="field">
          <label htmlFor="token-expiry">{t.tokenExpiry}</label>
          <select
            id="token-expiry"
            name="expiry"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            aria-describedby="token-expiry-hint"
          >
            {TOKEN_DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {lifetimeName(choice, t, lang)}
              </option>
            ))}
          </select>
          <span className="hint" id="token-expiry-hint" data-testid="token-expiry-hint">
            {formatMessage(lang, t.tokenExpiryHint, {
              date: formatDate(new Date(Date.now() + days * DAY_MS).toISOString(), lang),
            })}
          </span>
        </div>
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
