import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import type { ApiToken } from '@muyuan/contract/admin/tokens';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { adminCall } from './admin-api.ts';
import { errorText, FormError } from './form-error.tsx';
import { formatTime } from './format-time.ts';
import { useLanguage } from './language.tsx';
import { fill, ROLE_NAMES } from './strings.ts';
import { TokenCreate } from './token-create.tsx';

/** A revocation waiting for its confirmation, under the token's row. */
function RevokeConfirm({ token, onDone, onClose }: { token: ApiToken; onDone: () => void; onClose: () => void }) {
  const { lang, t } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const revoke = async () => {
    setBusy(true);
    setError(null);
    try {
      await adminCall(lang, 'DELETE', withId(ADMIN_PATHS.token, token.id));
      onDone();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-action stack">
      <p>{fill(t.revokeConfirm, { name: token.name })}</p>
      <div className="actions">
        <button type="button" className="danger" onClick={() => void revoke()} disabled={busy}>
          {t.revokeYes}
        </button>
        <button type="button" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}

/**
 * Admins' API tokens: the list (never a secret), creating one (its secret shown once) and revoking one
 * after a confirmation. A table on a desktop, cards on a phone (console.css).
 */
export function TokensPage(_props: { me: Me }) {
  const { lang, t } = useLanguage();
  const [list, setList] = useState<ApiToken[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setList((await adminCall<{ list: ApiToken[] }>(lang, 'GET', ADMIN_PATHS.tokens)).list);
      setError(null);
    } catch (e) {
      setError(errorText(e, t));
    }
  }, [lang, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on opening, again after each change
  useEffect(() => {
    void load();
  }, []);

  const closeConfirm = (id: string) => {
    setConfirming(null);
    requestAnimationFrame(() => document.getElementById(`revoke-${id}`)?.focus());
  };

  return (
    <>
      <section className="card" aria-labelledby="tokens-title">
        <h1 id="tokens-title">{t.navTokens}</h1>
        <p className="hint">{t.tokensIntro}</p>
        <p className="status" role="status" aria-live="polite" data-testid="tokens-status">
          {status}
        </p>
        {list === null ? (
          !error && <p>{t.loading}</p>
        ) : list.length === 0 ? (
          <p>{t.tokensEmpty}</p>
        ) : (
          <table className="list-table tokens-table">
            <caption className="visually-hidden">{fill(t.tokensCount, { n: list.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colName}</th>
                <th scope="col">{t.roles}</th>
                <th scope="col">{t.colCreated}</th>
                <th scope="col">{t.colLastUsed}</th>
                <th scope="col">{t.colState}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.colActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((token) => (
                <Fragment key={token.id}>
                  <tr data-testid={`token-${token.name}`} className={token.revokedAt ? 'revoked' : undefined}>
                    <th scope="row" className="account-cell">
                      <span className="account-name">{token.name}</span>
                    </th>
                    <td data-label={t.roles}>
                      <ul className="roles" data-testid="token-roles">
                        {token.roles.map((role) => (
                          <li key={role}>{ROLE_NAMES[lang][role]}</li>
                        ))}
                      </ul>
                    </td>
                    <td data-label={t.colCreated}>
                      <time dateTime={token.createdAt}>{formatTime(token.createdAt, lang)}</time>
                    </td>
                    <td data-label={t.colLastUsed} data-testid="token-last-used">
                      {token.lastUsedAt ? (
                        <time dateTime={token.lastUsedAt}>{formatTime(token.lastUsedAt, lang)}</time>
                      ) : (
                        <span className="muted">{t.never}</span>
                      )}
                    </td>
                    <td data-label={t.colState} data-testid="token-state">
                      {token.revokedAt ? (
                        <span className="state revoked-state">
                          {t.tokenRevoked} <time dateTime={token.revokedAt}>{formatTime(token.revokedAt, lang)}</time>
                        </span>
                      ) : (
                        <span className="state active-state">{t.tokenActive}</span>
                      )}
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        {!token.revokedAt && (
                          <button
                            id={`revoke-${token.id}`}
                            type="button"
                            className="quiet"
                            aria-label={fill(t.revokeOf, { name: token.name })}
                            aria-expanded={confirming === token.id}
                            onClick={() => setConfirming(confirming === token.id ? null : token.id)}
                          >
                            {t.revoke}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                  {confirming === token.id && (
                    <tr className="panel-row">
                      <td colSpan={6}>
                        <RevokeConfirm
                          token={token}
                          onClose={() => closeConfirm(token.id)}
                          onDone={() => {
                            setConfirming(null);
                            setStatus(fill(t.tokenRevokedDone, { name: token.name }));
                            void load();
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        )}
        <FormError message={error} />
      </section>
      <TokenCreate
        onCreated={(token) => {
          setStatus(fill(t.tokenCreated, { name: token.name }));
          void load();
        }}
      />
    </>
  );
}
