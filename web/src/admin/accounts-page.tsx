import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Account, AccountList, Me } from '@muyuan/contract/admin/staff';
import { Fragment, useState } from 'react';
import { formatMessage } from '../i18n/format-message.ts';
import {
  type AccountAction,
  type ActionProps,
  EndSessionsConfirm,
  RolesEditor,
  SignInReset,
} from './account-actions.tsx';
import { errorText, FormError } from './form-error.tsx';
import { formatTime } from './format-time.ts';
import { screenHref } from './hash-route.ts';
import { InvitePanel } from './invite-panel.tsx';
import { useLanguage } from './language.tsx';
import { type ConsoleLang, type ConsoleStrings, ROLE_NAMES } from './strings.ts';
import { useAdminRead } from './use-admin-read.tsx';

const ACTIONS = [
  { kind: 'roles', label: 'changeRoles', labelOf: 'changeRolesOf', Panel: RolesEditor },
  { kind: 'end-sessions', label: 'endSessions', labelOf: 'endSessionsOf', Panel: EndSessionsConfirm },
  { kind: 'reset', label: 'resetSignIn', labelOf: 'resetSignInOf', Panel: SignInReset },
] as const satisfies readonly {
  kind: AccountAction;
  label: keyof ConsoleStrings;
  labelOf: keyof ConsoleStrings;
  Panel: (props: ActionProps) => React.ReactNode;
}[];

/** How an account signs in, from what the server counts (never the credentials themselves). */
function signInMethods(account: Account, t: ConsoleStrings, lang: ConsoleLang): string[] {
  const methods: string[] = [];
  if (account.passkeys > 0)
    methods.push(
      account.passkeys === 1 ? t.passkeyCountOne : formatMessage(lang, t.passkeyCount, { n: account.passkeys }),
    );
  if (account.hasPassword) methods.push(t.passwordAndApp);
  return methods;
}

const buttonId = (kind: AccountAction, id: string) => `${kind}-${id}`;

/**
 * Admins' list of staff accounts: roles, how each signs in, and per account changing roles, ending its
 * sessions and resetting its sign-in. One action panel is open at a time, under its account's row. A
 * table on a desktop; the same rows as cards on a phone (console.css).
 */
export function AccountsPage({ me }: { me: Me }) {
  const { lang, t } = useLanguage();
  // Read on opening; the button and every change read it again (the last list stays while they do).
  const accounts = useAdminRead<AccountList>(ADMIN_PATHS.accounts);
  const list = accounts.data?.list ?? null;
  const error = accounts.error ? errorText(accounts.error, t) : null;
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<{ id: string; kind: AccountAction } | null>(null);

  /** Closes the panel and gives the focus back to the button that opened it. */
  const close = () => {
    if (!open) return;
    setOpen(null);
    const id = buttonId(open.kind, open.id);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const done = (kind: AccountAction) => (message: string) => {
    setStatus(message);
    // The new enrollment address stays in sight until closed; the other panels have nothing more to say.
    if (kind !== 'reset') close();
    void accounts.mutate();
  };

  return (
    <>
      <section className="card" aria-labelledby="accounts-title">
        <div className="screen-head">
          <h1 id="accounts-title">{t.navAccounts}</h1>
          <button type="button" onClick={() => void accounts.mutate()}>
            {t.refreshList}
          </button>
        </div>
        <p className="hint">{t.accountsIntro}</p>
        <p className="status" role="status" aria-live="polite" data-testid="accounts-status">
          {status}
        </p>
        {list === null ? (
          !error && <p>{t.loading}</p>
        ) : list.length === 0 ? (
          <p>{t.accountsEmpty}</p>
        ) : (
          <table className="list-table accounts-table">
            <caption className="visually-hidden">{formatMessage(lang, t.accountsCount, { n: list.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colAccount}</th>
                <th scope="col">{t.roles}</th>
                <th scope="col">{t.colSignIn}</th>
                <th scope="col">{t.colCreated}</th>
                <th scope="col" className="actions-col">
                  {t.colActions}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((account) => {
                const self = account.id === me.id;
                const methods = signInMethods(account, t, lang);
                const panel = open?.id === account.id ? ACTIONS.find((a) => a.kind === open.kind) : undefined;
                return (
                  <Fragment key={account.id}>
                    <tr data-testid={`account-${account.email}`} className={panel ? 'has-panel' : undefined}>
                      <th scope="row" className="account-cell">
                        <span className="account-name">
                          {account.name}
                          {self && <span className="badge">{t.you}</span>}
                        </span>
                        <span className="account-email">{account.email}</span>
                      </th>
                      <td data-label={t.roles}>
                        <ul className="roles" data-testid="account-roles">
                          {account.roles.map((role) => (
                            <li key={role}>{ROLE_NAMES[lang][role]}</li>
                          ))}
                        </ul>
                      </td>
                      <td data-label={t.colSignIn} data-testid="account-sign-in">
                        {methods.length > 0 ? (
                          methods.map((method) => (
                            <span key={method} className="method">
                              {method}
                            </span>
                          ))
                        ) : (
                          <span className="pending">{t.waitingToEnroll}</span>
                        )}
                      </td>
                      <td data-label={t.colCreated}>
                        <time dateTime={account.createdAt}>{formatTime(account.createdAt, lang)}</time>
                      </td>
                      <td className="actions-cell">
                        <div className="row-actions">
                          {/* Your own sessions and sign-in: the security screen, not a foot-gun here. */}
                          {ACTIONS.filter((a) => !self || a.kind === 'roles').map((a) => (
                            <button
                              key={a.kind}
                              id={buttonId(a.kind, account.id)}
                              type="button"
                              className={a.kind === 'roles' ? undefined : 'quiet'}
                              aria-label={formatMessage(lang, t[a.labelOf], { name: account.name })}
                              aria-expanded={panel?.kind === a.kind}
                              onClick={() => setOpen(panel?.kind === a.kind ? null : { id: account.id, kind: a.kind })}
                            >
                              {t[a.label]}
                            </button>
                          ))}
                        </div>
                        {self && (
                          <a className="own-link" href={screenHref('security')}>
                            {t.ownAccountNote}
                          </a>
                        )}
                      </td>
                    </tr>
                    {panel && (
                      <tr className="panel-row">
                        <td colSpan={5}>
                          <panel.Panel account={account} holder={me.roles} onDone={done(panel.kind)} onClose={close} />
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
      <div className="accounts-invite">
        <InvitePanel holder={me.roles} />
      </div>
    </>
  );
}
