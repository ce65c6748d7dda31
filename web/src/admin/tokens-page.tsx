import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import type { ApiToken, TokenList } from '@muyuan/contract/admin/tokens';
import { Fragment, useState } from 'react';
import { formatMessage } from '../i18n/format-message.ts';
import { adminCall } from './admin-api.ts';
import { errorText, FormError } from './form-error.tsx';
import { formatDay, formatTime } from './format-time.ts';
import { useLanguage } from './language.tsx';
import { type ConsoleLang, type ConsoleStrings, ROLE_NAMES } from './strings.ts';
import { TokenCreate } from './token-create.tsx';
import { useAdminRead } from './use-admin-read.tsx';
import { useStepUp } from './use-step-up.tsx';

const DAY_MS = 24 * 60 * 60_000;

/** Whether a token is past its expiry now (the server answers it 401 from then on). */
const expired = (token: ApiToken, now: number) => Date.parse(token.expiresAt) <= now;

/** How long a live token has left, in words: "还剩 12 天", "1 day left", "Less than a day left". */
function timeLeft(token: ApiToken, now: number, t: ConsoleStrings, lang: ConsoleLang): string {
  const left = Date.parse(token.expiresAt) - now;
  if (left < DAY_MS) return t.underADay;
  // To the nearest day: a token made for 90 days a moment ago has 90 left, not 89.
  const days = Math.round(left / DAY_MS);
  return formatMessage(lang, t.daysLeft, { count: days });
}

/** A token's end drawing near: a week or less left. */
const SOON_MS = 7 * DAY_MS;

/** The tokens, with the moment they were read. */
const readTokens = async (lang: ConsoleLang) => ({
  ...(await adminCall<TokenList>(lang, 'GET', ADMIN_PATHS.tokens)),
  readAt: Date.now(),
});

/**
 * A revocation waiting for its confirmation, under the token's row. Revoking takes a session with a
 * fresh check (issue 38, point 6): the server may ask for one, then the revocation is repeated.
 */
function RevokeConfirm({ token, onDone, onClose }: { token: ApiToken; onDone: () => void; onClose: () => void }) {
  const { lang, t } = useLanguage();
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const revoke = async () => {
    setBusy(true);
    setError(null);
    try {
      await adminCall(lang, 'DELETE', withId(ADMIN_PATHS.token, token.id));
      onDone();
    } catch (e) {
      if (!stepUp.asked(e, () => void revoke())) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-action stack">
      <p>{formatMessage(lang, t.revokeConfirm, { name: token.name })}</p>
      <div className="actions">
        <button type="button" className="danger" onClick={() => void revoke()} disabled={busy || stepUp.waiting}>
          {t.revokeYes}
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
 * Admins' API tokens: the list (never a secret) with each one's expiry and last use, creating one (its
 * secret shown once) and revoking one after a confirmation. A table on a desktop, cards on a phone
 * (console.css).
 */
export function TokensPage({ me }: { me: Me }) {
  const { lang, t } = useLanguage();
  // Read on opening, again after each change (the last list stays while it is).
  const tokens = useAdminRead(ADMIN_PATHS.tokens, { view: { name: 'read at', read: readTokens } });
  const list = tokens.data?.list ?? null;
  // The moment the list was read: what is expired and how long each has left are told against it.
  const now = tokens.data?.readAt ?? 0;
  const error = tokens.error ? errorText(tokens.error, t) : null;
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);

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
            <caption className="visually-hidden">{formatMessage(lang, t.tokensCount, { n: list.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colName}</th>
                <th scope="col">{t.roles}</th>
                <th scope="col">{t.colCreated}</th>
                <th scope="col">{t.colExpires}</th>
                <th scope="col">{t.colLastUsed}</th>
                <th scope="col">{t.colState}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.colActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((token) => {
                const over = expired(token, now);
                const live = !token.revokedAt && !over;
                return (
                  <Fragment key={token.id}>
                    <tr data-testid={`token-${token.name}`} className={live ? undefined : 'revoked'}>
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
                        {/* The day is enough here (the audit log has the minute); the columns after it need the room. */}
                        <time dateTime={token.createdAt} title={formatTime(token.createdAt, lang)}>
                          {formatDay(token.createdAt, lang)}
                        </time>
                      </td>
                      <td data-label={t.colExpires} data-testid="token-expires">
                        <span className="expiry">
                          <time dateTime={token.expiresAt}>{formatTime(token.expiresAt, lang)}</time>
                          {live && (
                            <span
                              className={Date.parse(token.expiresAt) - now <= SOON_MS ? 'time-left soon' : 'time-left'}
                            >
                              {timeLeft(token, now, t, lang)}
                            </span>
                          )}
                        </span>
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
                        ) : over ? (
                          <span className="state expired-state">{t.tokenExpired}</span>
                        ) : (
                          <span className="state active-state">{t.tokenActive}</span>
                        )}
                      </td>
                      <td className="actions-cell">
                        <div className="row-actions">
                          {live && (
                            <button
                              id={`revoke-${token.id}`}
                              type="button"
                              className="quiet"
                              aria-label={formatMessage(lang, t.revokeOf, { name: token.name })}
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
                        <td colSpan={7}>
                          <RevokeConfirm
                            token={token}
                            onClose={() => closeConfirm(token.id)}
                            onDone={() => {
                              setConfirming(null);
                              setStatus(formatMessage(lang, t.tokenRevokedDone, { name: token.name }));
                              void tokens.mutate();
                            }}
                          />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        )}
        <FormError message={error} />
      </section>
      <TokenCreate
        holder={me.roles}
        onCreated={(token) => {
          setStatus(formatMessage(lang, t.tokenCreated, { name: token.name }));
          void tokens.mutate();
        }}
      />
    </>
  );
}
