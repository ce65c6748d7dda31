import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Account, Me } from '@muyuan/contract/admin/staff';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountsPage } from './accounts-page.tsx';
import { ConsoleProviders } from './console-providers.tsx';
import { ok, refused, scriptedFetch } from './scripted-fetch.test-helper.ts';

/** An admin with the web team's roles (as the first admin), outside the compliance team. */
const WEB_ROLES: Me['roles'] = ['admin', 'editor', 'publisher', 'viewer'];
const ME: Me = { id: 'a1', name: '李管理', roles: WEB_ROLES, via: 'session', stepUpUntil: null };
const ADMIN: Account = {
  id: 'a1',
  email: 'admin@muyuan.example',
  name: '李管理',
  roles: WEB_ROLES,
  createdAt: '2026-01-02T03:04:05.000Z',
  passkeys: 2,
  hasPassword: false,
};
const EDITOR: Account = {
  id: 'a2',
  email: 'editor@muyuan.example',
  name: '王工程师',
  roles: ['editor', 'viewer'],
  createdAt: '2026-02-03T04:05:06.000Z',
  passkeys: 0,
  hasPassword: true,
};
const OFFICER: Account = {
  id: 'a3',
  email: 'officer@muyuan.example',
  name: '林合规',
  roles: ['compliance'],
  createdAt: '2026-02-04T04:05:06.000Z',
  passkeys: 1,
  hasPassword: false,
};

const renderPage = () =>
  render(
    <ConsoleProviders>
      <AccountsPage me={ME} />
    </ConsoleProviders>,
  );

describe('the accounts screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the accounts the API answers, with roles and how each signs in; not your own sessions', async () => {
    scriptedFetch([ok({ list: [ADMIN, EDITOR] })]);
    renderPage();
    const editorRow = await screen.findByTestId('account-editor@muyuan.example');
    expect(within(editorRow).getByRole('rowheader')).toHaveTextContent('王工程师editor@muyuan.example');
    expect(within(editorRow).getByTestId('account-roles')).toHaveTextContent('编辑只读');
    expect(within(editorRow).getByTestId('account-sign-in')).toHaveTextContent('密码 + 验证器应用');
    expect(within(screen.getByTestId('account-admin@muyuan.example')).getByTestId('account-sign-in')).toHaveTextContent(
      '2 个通行密钥',
    );
    // Every button names its account; your own row offers only the roles.
    expect(screen.getByRole('button', { name: '结束会话（王工程师）' })).toBeVisible();
    expect(screen.getByRole('button', { name: '重置登录（王工程师）' })).toBeVisible();
    expect(screen.getByRole('button', { name: '更改角色（李管理）' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '结束会话（李管理）' })).toBeNull();
    expect(screen.getByRole('link', { name: '管理我自己的登录方式' })).toHaveAttribute('href', '#/security');
    // The invitation panel is reachable from here.
    expect(screen.getByRole('heading', { name: '邀请同事' })).toBeVisible();
  });

  it('asks for a fresh check when changing roles, repeats the change and announces the roles the server holds', async () => {
    const calls = scriptedFetch([
      ok({ list: [ADMIN, EDITOR] }),
      refused(403, '请先再次验证身份', 'step_up_required'),
      ok({ stepUpUntil: '2030-01-01T00:00:00.000Z' }),
      ok({ roles: ['publisher'] }),
      ok({ list: [ADMIN, { ...EDITOR, roles: ['publisher'] }] }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '更改角色（王工程师）' }));
    const editor = screen.getByRole('group', { name: '王工程师的角色（必填）' });
    expect(within(editor).getByLabelText('编辑')).toBeChecked();
    fireEvent.click(within(editor).getByLabelText('编辑'));
    fireEvent.click(within(editor).getByLabelText('只读'));
    fireEvent.click(within(editor).getByLabelText('发布人'));
    fireEvent.click(screen.getByRole('button', { name: '保存角色' }));

    fireEvent.change(await screen.findByLabelText('身份验证器应用中的 6 位验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));

    expect(await screen.findByText('已更新王工程师的角色：发布人')).toHaveAttribute('role', 'status');
    const rolesPath = withId(ADMIN_PATHS.accountRoles, 'a2');
    expect(calls.slice(1)).toEqual([
      { method: 'PUT', path: rolesPath, body: { roles: ['publisher'] } },
      { method: 'POST', path: ADMIN_PATHS.stepUpTotp, body: { code: '654321' } },
      { method: 'PUT', path: rolesPath, body: { roles: ['publisher'] } },
      { method: 'GET', path: ADMIN_PATHS.accounts, body: undefined },
    ]);
    // The list is read again after the change: the row shows the roles of that answer.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('account-editor@muyuan.example')).getByTestId('account-roles'),
      ).toHaveTextContent(/^发布人$/),
    );
    expect(screen.queryByRole('group', { name: '王工程师的角色（必填）' })).toBeNull();
  });

  it('ends sessions only after the confirmation and a fresh check, and says how many ended', async () => {
    const calls = scriptedFetch([
      ok({ list: [ADMIN, EDITOR] }),
      refused(403, '请先再次验证身份', 'step_up_required'),
      ok({ stepUpUntil: '2030-01-01T00:00:00.000Z' }),
      ok({ ended: 3 }),
      ok({ list: [ADMIN, EDITOR] }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '结束会话（王工程师）' }));
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '结束所有会话' }));
    fireEvent.change(await screen.findByLabelText('身份验证器应用中的 6 位验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));
    await waitFor(() => expect(screen.getByTestId('accounts-status')).toHaveTextContent('已结束王工程师的 3 个会话'));
    const end = { method: 'DELETE', path: withId(ADMIN_PATHS.accountSessions, 'a2'), body: undefined };
    expect(calls.slice(1, 4)).toEqual([
      end,
      { method: 'POST', path: ADMIN_PATHS.stepUpTotp, body: { code: '654321' } },
      end,
    ]);
  });

  it("shows an officer's compliance role but lets an admin outside the team neither give, take nor reset it", async () => {
    const calls = scriptedFetch([
      ok({ list: [ADMIN, EDITOR, OFFICER] }),
      ok({ roles: ['compliance', 'viewer'] }),
      ok({ list: [ADMIN, EDITOR, { ...OFFICER, roles: ['compliance', 'viewer'] }] }),
    ]);
    renderPage();
    const row = await screen.findByTestId('account-officer@muyuan.example');
    expect(within(row).getByTestId('account-roles')).toHaveTextContent(/^合规$/);
    // Compliance greyed and kept as it is; a role the admin holds can be given.
    fireEvent.click(screen.getByRole('button', { name: '更改角色（林合规）' }));
    const officerRoles = screen.getByRole('group', { name: /^林合规的角色/ });
    expect(within(officerRoles).getByLabelText('合规')).toBeChecked();
    expect(within(officerRoles).getByLabelText('合规')).toBeDisabled();
    expect(officerRoles).toHaveAccessibleDescription(/合规角色只能由合规团队成员授予或移除/);
    fireEvent.click(within(officerRoles).getByLabelText('只读'));
    fireEvent.click(screen.getByRole('button', { name: '保存角色' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]).toEqual({
      method: 'PUT',
      path: withId(ADMIN_PATHS.accountRoles, 'a3'),
      body: { roles: ['compliance', 'viewer'] },
    });
    // An editor's roles: nothing greyed for this admin.
    fireEvent.click(screen.getByRole('button', { name: '更改角色（王工程师）' }));
    const editorRoles = screen.getByRole('group', { name: /^王工程师的角色/ });
    expect(within(editorRoles).getByLabelText('合规')).toBeDisabled();
    expect(within(editorRoles).getByLabelText('发布人')).toBeEnabled();
    // A reset would hand compliance to whoever enrolls: explained, not offered.
    fireEvent.click(screen.getByRole('button', { name: '重置登录（林合规）' }));
    expect(screen.getByTestId('reset-not-allowed')).toHaveTextContent(
      '重置登录会把林合规的角色交给用新链接注册的人，因此只能由拥有这些角色的人操作。您没有：合规。',
    );
    expect(screen.queryByRole('button', { name: '重置并生成注册链接' })).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('resets a sign-in and shows the one-time enrollment address the server answers', async () => {
    const address = 'https://example.test/admin/#/enroll/resetresetresetreset';
    scriptedFetch([
      ok({ list: [ADMIN, EDITOR] }),
      ok({ address, expiresAt: '2030-01-01T00:00:00.000Z' }),
      ok({ list: [ADMIN, { ...EDITOR, hasPassword: false }] }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '重置登录（王工程师）' }));
    fireEvent.click(screen.getByRole('button', { name: '重置并生成注册链接' }));
    expect(await screen.findByTestId('reset-address')).toHaveValue(address);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('account-editor@muyuan.example')).getByTestId('account-sign-in'),
      ).toHaveTextContent('等待注册'),
    );
  });
});
