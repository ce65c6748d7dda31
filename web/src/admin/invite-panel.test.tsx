import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from './console-providers.tsx';
import { InvitePanel } from './invite-panel.tsx';

const ADDRESS = 'https://example.test/admin/#/enroll/abcdefghijklmnopqrstuvwxyz';
/** An admin with the web team's roles, outside the compliance team (as the first admin is). */
const WEB_ADMIN = ['admin', 'editor', 'publisher', 'viewer'] as const;

function answer(status: number, body: unknown, errorCode?: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(errorCode ? { 'x-error-code': errorCode } : {}) },
  });
}

describe('the invitation panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a fresh check when the server wants one, then repeats the invitation and shows its address', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const replies = [
      answer(403, { code: 403, msg: '请先再次验证身份', data: null }, 'step_up_required'),
      answer(200, { code: 200, msg: 'ok', data: { stepUpUntil: '2030-01-01T00:00:00.000Z' } }),
      answer(200, { code: 200, msg: 'ok', data: { address: ADDRESS, expiresAt: '2030-01-01T00:00:00.000Z' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const reply = replies.shift();
        if (!reply) throw new Error(`unexpected call ${path}`);
        return reply;
      }),
    );
    render(
      <ConsoleProviders>
        <InvitePanel holder={WEB_ADMIN} />
      </ConsoleProviders>,
    );
    fireEvent.change(screen.getByLabelText('同事的邮箱'), { target: { value: 'new.colleague@muyuan.example' } });
    fireEvent.click(screen.getByLabelText('编辑'));
    fireEvent.click(screen.getByLabelText('发布人'));
    fireEvent.click(screen.getByRole('button', { name: '生成注册链接' }));

    fireEvent.change(await screen.findByLabelText('身份验证器应用中的 6 位验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '验证' }));

    expect(await screen.findByTestId('invitation-address')).toHaveValue(ADDRESS);
    const invitation = { email: 'new.colleague@muyuan.example', roles: ['editor', 'publisher'] };
    expect(calls).toEqual([
      { path: ADMIN_PATHS.invitations, body: invitation },
      { path: ADMIN_PATHS.stepUpTotp, body: { code: '123456' } },
      { path: ADMIN_PATHS.invitations, body: invitation },
    ]);
    expect(screen.queryByRole('heading', { name: '请再次验证身份' })).toBeNull();
  });

  it("shows the server's words when the invitation is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { code: 409, msg: '该邮箱已有账户', data: null }, 'account_exists')),
    );
    render(
      <ConsoleProviders>
        <InvitePanel holder={WEB_ADMIN} />
      </ConsoleProviders>,
    );
    fireEvent.change(screen.getByLabelText('同事的邮箱'), { target: { value: 'taken@muyuan.example' } });
    fireEvent.click(screen.getByLabelText('只读'));
    fireEvent.click(screen.getByRole('button', { name: '生成注册链接' }));
    // The alert region is there from the start (empty): wait for the words, not for the element.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('该邮箱已有账户'));
  });

  it('offers only the roles the admin holds: compliance is greyed for an admin outside the team', () => {
    render(
      <ConsoleProviders>
        <InvitePanel holder={['admin', 'editor']} />
      </ConsoleProviders>,
    );
    expect(screen.getByLabelText('合规')).toBeDisabled();
    expect(screen.getByLabelText('发布人')).toBeDisabled();
    expect(screen.getByLabelText('编辑')).toBeEnabled();
    expect(screen.getByRole('group', { name: '角色（可多选）（必填）' })).toHaveAccessibleDescription(
      '只能授予您自己拥有的角色。',
    );
  });

  it('asks for the e-mail and at least one role before anything is sent, under each', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <ConsoleProviders>
        <InvitePanel holder={WEB_ADMIN} />
      </ConsoleProviders>,
    );
    const email = screen.getByRole('textbox', { name: '同事的邮箱' });
    expect(email).toBeRequired();
    const roles = screen.getByRole('group', { name: '角色（可多选）（必填）' });
    fireEvent.click(screen.getByRole('button', { name: '生成注册链接' }));
    expect(email).toHaveAccessibleDescription('请填写同事的工作邮箱');
    expect(roles).toHaveAccessibleDescription('只能授予您自己拥有的角色。 请至少选择一个角色');
    expect(email).toHaveFocus();
    fireEvent.change(email, { target: { value: 'new.colleague@muyuan.example' } });
    fireEvent.click(screen.getByRole('button', { name: '生成注册链接' }));
    expect(roles).toHaveAccessibleDescription('只能授予您自己拥有的角色。 请至少选择一个角色');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });
});
