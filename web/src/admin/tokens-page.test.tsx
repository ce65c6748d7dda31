import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import type { ApiToken } from '@muyuan/contract/admin/tokens';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from './console-providers.tsx';
import { ok, refused, scriptedFetch } from './scripted-fetch.test-helper.ts';
import { TokensPage } from './tokens-page.tsx';

/** An admin with the web team's roles (as the first admin), outside the compliance team. */
const ME: Me = {
  id: 'a1',
  name: 'Li',
  roles: ['admin', 'editor', 'publisher', 'viewer'],
  via: 'session',
  stepUpUntil: null,
};
const DAY_MS = 24 * 60 * 60_000;
const IMPORT: ApiToken = {
  id: 't1',
  name: 'report import',
  roles: ['editor'],
  createdAt: '2026-01-02T03:04:05.000Z',
  // 40 days and an hour from now: "40 days left".
  expiresAt: new Date(Date.now() + 40 * DAY_MS + 3_600_000).toISOString(),
  lastUsedAt: '2026-03-04T05:06:07.000Z',
  revokedAt: null,
};
const OLD: ApiToken = {
  id: 't0',
  name: 'old bot',
  roles: ['viewer'],
  createdAt: '2025-01-02T03:04:05.000Z',
  expiresAt: '2025-04-02T03:04:05.000Z',
  lastUsedAt: null,
  revokedAt: '2025-06-01T00:00:00.000Z',
};
const LAPSED: ApiToken = {
  id: 't3',
  name: 'lapsed export',
  roles: ['viewer'],
  createdAt: '2025-01-02T03:04:05.000Z',
  expiresAt: '2025-04-02T03:04:05.000Z',
  lastUsedAt: '2025-03-30T10:00:00.000Z',
  revokedAt: null,
};
const SECRET = 'myt_0123456789abcdefghijklmnopqrstuvwxyz';

function renderPage() {
  localStorage.setItem('muyuan-admin-lang', 'en');
  return render(
    <ConsoleProviders>
      <TokensPage me={ME} />
    </ConsoleProviders>,
  );
}

describe('the API tokens screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the tokens the API answers: roles, expiry, last use, expired or revoked; only live ones can be revoked', async () => {
    scriptedFetch([ok({ list: [IMPORT, OLD, LAPSED] })]);
    renderPage();
    const live = await screen.findByTestId('token-report import');
    expect(within(live).getByTestId('token-roles')).toHaveTextContent('Editor');
    expect(within(live).getByTestId('token-last-used').querySelector('time')).toHaveAttribute(
      'datetime',
      IMPORT.lastUsedAt,
    );
    expect(within(live).getByTestId('token-state')).toHaveTextContent('Active');
    const expiry = within(live).getByTestId('token-expires');
    expect(expiry.querySelector('time')).toHaveAttribute('datetime', IMPORT.expiresAt);
    expect(expiry).toHaveTextContent(/40 days left$/);
    const lapsed = screen.getByTestId('token-lapsed export');
    expect(within(lapsed).getByTestId('token-state')).toHaveTextContent('Expired');
    expect(within(lapsed).getByTestId('token-expires').querySelector('time')).toHaveAttribute(
      'datetime',
      LAPSED.expiresAt,
    );
    expect(within(lapsed).getByTestId('token-expires')).not.toHaveTextContent('left');
    expect(screen.queryByRole('button', { name: 'Revoke lapsed export' })).toBeNull();
    const old = screen.getByTestId('token-old bot');
    expect(within(old).getByTestId('token-last-used')).toHaveTextContent('Never');
    expect(within(old).getByTestId('token-state')).toHaveTextContent(/^Revoked /);
    expect(screen.getByRole('button', { name: 'Revoke report import' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke old bot' })).toBeNull();
  });

  it('creates a token after a fresh check and shows its secret once, with a copy button', async () => {
    const created = { ...IMPORT, id: 't2', name: 'ci deploy', roles: ['publisher'], lastUsedAt: null };
    const calls = scriptedFetch([
      ok({ list: [] }),
      refused(403, 'Please confirm it is you first', 'step_up_required'),
      ok({ stepUpUntil: '2030-01-01T00:00:00.000Z' }),
      ok({ ...created, secret: SECRET }),
      ok({ list: [created] }),
    ]);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    expect(await screen.findByText('No tokens yet')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Name (what it is for, e.g. "annual report import")'), {
      target: { value: 'ci deploy' },
    });
    fireEvent.click(screen.getByLabelText('Publisher'));
    // 90 days unless chosen: a month here, and the form says until when.
    const expiry = screen.getByLabelText('Valid for');
    expect(expiry).toHaveValue('90');
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['7 days', '30 days', '90 days (default)', '180 days', '1 year']);
    fireEvent.change(expiry, { target: { value: '30' } });
    const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(Date.now() + 30 * DAY_MS));
    expect(screen.getByTestId('token-expiry-hint')).toHaveTextContent(`Expires ${until}.`);
    fireEvent.click(screen.getByRole('button', { name: 'Create the token' }));
    fireEvent.change(await screen.findByLabelText('The 6-digit code from your authenticator app'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('token-secret')).toHaveTextContent(SECRET);
    expect(screen.getByTestId('token-made')).toHaveTextContent('It is shown this once');
    expect(calls.slice(1).map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', ADMIN_PATHS.tokens, { name: 'ci deploy', roles: ['publisher'], expiresInDays: 30 }],
      ['POST', ADMIN_PATHS.stepUpTotp, { code: '123456' }],
      ['POST', ADMIN_PATHS.tokens, { name: 'ci deploy', roles: ['publisher'], expiresInDays: 30 }],
      ['GET', ADMIN_PATHS.tokens, undefined],
    ]);
    // The list shows the new token, never its secret.
    expect(await screen.findByTestId('token-ci deploy')).not.toHaveTextContent(SECRET);

    fireEvent.click(screen.getByRole('button', { name: 'Copy the token' }));
    expect(await screen.findByText('The token is copied to the clipboard')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(SECRET);

    // Hidden once stored: gone from the page for good.
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it; hide the token' }));
    expect(screen.queryByTestId('token-secret')).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('offers only the roles the admin holds', async () => {
    scriptedFetch([ok({ list: [] })]);
    localStorage.setItem('muyuan-admin-lang', 'en');
    render(
      <ConsoleProviders>
        <TokensPage me={{ ...ME, roles: ['admin'] }} />
      </ConsoleProviders>,
    );
    expect(await screen.findByText('No tokens yet')).toBeVisible();
    for (const role of ['Editor', 'Publisher', 'Compliance', 'Viewer'])
      expect(screen.getByLabelText(role)).toBeDisabled();
    expect(screen.getByLabelText('Admin')).toBeEnabled();
  });

  it('revokes a token only after the confirmation and a fresh check', async () => {
    const calls = scriptedFetch([
      ok({ list: [IMPORT] }),
      refused(403, 'Please confirm it is you first', 'step_up_required'),
      ok({ stepUpUntil: '2030-01-01T00:00:00.000Z' }),
      ok({ ...IMPORT, revokedAt: '2026-04-01T00:00:00.000Z' }),
      ok({ list: [{ ...IMPORT, revokedAt: '2026-04-01T00:00:00.000Z' }] }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke report import' }));
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the token' }));
    fireEvent.change(await screen.findByLabelText('The 6-digit code from your authenticator app'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('tokens-status')).toHaveTextContent('The token "report import" is revoked'),
    );
    const revoke = { method: 'DELETE', path: withId(ADMIN_PATHS.token, 't1'), body: undefined };
    expect(calls.slice(1, 4)).toEqual([
      revoke,
      { method: 'POST', path: ADMIN_PATHS.stepUpTotp, body: { code: '123456' } },
      revoke,
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId('token-report import')).getByTestId('token-state')).toHaveTextContent(
        /^Revoked /,
      ),
    );
  });
});
