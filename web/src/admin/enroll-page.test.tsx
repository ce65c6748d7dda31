import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from './console-providers.tsx';
import { EnrollPage } from './enroll-page.tsx';
import { ok, refused, scriptedFetch } from './scripted-fetch.test-helper.ts';

const TOKEN = 'first-admin-token-0123456789abcdef';
/** The first admin's invitation: no e-mail (the person gives theirs). */
const FIRST_ADMIN = { email: '', roles: ['admin'], expiresAt: '2030-01-01T00:00:00.000Z' };

function renderPage(lang: 'zh' | 'en' = 'zh') {
  localStorage.setItem('muyuan-admin-lang', lang);
  return render(
    <ConsoleProviders>
      <EnrollPage token={TOKEN} onSignedIn={() => {}} />
    </ConsoleProviders>,
  );
}

/** The field's control and what is shown and said about it. */
function field(label: string) {
  const input = screen.getByLabelText(label, { exact: true });
  const container = input.closest('.field') as HTMLElement;
  return { input, container, label: container.querySelector('.field-label') as HTMLElement };
}

describe('the enrollment screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('marks the name and the work e-mail required, to the eye and to screen readers', async () => {
    scriptedFetch([ok(FIRST_ADMIN)]);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: '注册后台账户' });
    for (const label of ['姓名', '工作邮箱']) {
      const { input, label: shown } = field(label);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(within(shown).getByText('*')).toHaveClass('required-mark');
    }
    // The passkey's own name is optional, and marked as nothing.
    const passkeyName = field('通行密钥名称（可选，如“办公电脑”）');
    expect(passkeyName.input).not.toBeRequired();
    expect(within(passkeyName.label).queryByText('*')).toBeNull();
    expect(screen.getByText('为必填项')).toBeVisible();
  });

  it('says what is missing before anything is sent, under the field, and focuses it (Chinese)', async () => {
    const calls = scriptedFetch([ok(FIRST_ADMIN)]);
    renderPage();
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '李管理' } });
    fireEvent.click(screen.getByRole('button', { name: '创建通行密钥并登录' }));
    const email = field('工作邮箱');
    expect(within(email.container).getByText('请填写工作邮箱')).toHaveClass('field-error');
    expect(email.input).toHaveAttribute('aria-invalid', 'true');
    expect(email.input).toHaveAccessibleDescription('请填写工作邮箱');
    expect(email.input).toHaveFocus();
    expect(calls.map((c) => c.path)).toEqual([ADMIN_PATHS.enrollmentInvitation]);

    // A half-typed address is not sent either; typing takes the error away.
    fireEvent.change(email.input, { target: { value: 'li.guanli' } });
    expect(email.input).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(email.input).toHaveAccessibleDescription('邮箱地址不完整，应类似 name@muyuan.example');
    expect(field('密码').input).toHaveAccessibleDescription(/^至少 12 个字符，不能是常见密码。 请设置密码$/);
    expect(calls).toHaveLength(1);
  });

  it('says the same in English, and shows the server’s refusal of a field under it', async () => {
    const calls = scriptedFetch([
      ok(FIRST_ADMIN),
      refused(400, 'The work e-mail is taken', 'bad_request', {
        fields: [{ path: 'email', message: 'The work e-mail is taken' }],
      }),
    ]);
    renderPage('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Create a passkey and sign in' }));
    expect(field('Name').input).toHaveAccessibleDescription('Please enter your name');
    expect(field('Work e-mail').input).toHaveAccessibleDescription('Please enter your work e-mail');
    expect(field('Name').input).toHaveFocus();
    expect(calls).toHaveLength(1);

    fireEvent.change(field('Name').input, { target: { value: 'Li Guanli' } });
    fireEvent.change(field('Work e-mail').input, { target: { value: 'li@muyuan.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a passkey and sign in' }));
    expect(await screen.findByText('The work e-mail is taken')).toHaveClass('field-error');
    expect(calls[1]).toMatchObject({
      path: ADMIN_PATHS.enrollmentPasskeyOptions,
      body: { token: TOKEN, name: 'Li Guanli', email: 'li@muyuan.example' },
    });
  });
});
