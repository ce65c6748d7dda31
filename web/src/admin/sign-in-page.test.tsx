import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from './console-providers.tsx';
import { scriptedFetch } from './scripted-fetch.test-helper.ts';
import { SignInPage } from './sign-in-page.tsx';

function renderPage(lang: 'zh' | 'en') {
  localStorage.setItem('muyuan-admin-lang', lang);
  return render(
    <ConsoleProviders>
      <SignInPage onSignedIn={() => {}} />
    </ConsoleProviders>,
  );
}

describe('the sign-in screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('marks e-mail, password and code required and says which are missing before anything is sent', () => {
    const calls = scriptedFetch([]);
    renderPage('en');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const code = screen.getByRole('textbox', { name: 'Code or recovery code' });
    for (const input of [email, code]) expect(input).toHaveAttribute('aria-required', 'true');
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Please enter your e-mail');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'Please enter your password',
    );
    expect(code).toHaveAccessibleDescription(
      'The 6 digits from your authenticator app, or a recovery code A code has 6 digits; a recovery code is longer',
    );
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('says it in Chinese in Chinese', () => {
    scriptedFetch([]);
    renderPage('zh');
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'li@muyuan' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('textbox', { name: '邮箱' })).toHaveAccessibleDescription(
      '邮箱地址不完整，应类似 name@muyuan.example',
    );
    expect(screen.getByText('请填写验证码或恢复码')).toHaveClass('field-error');
  });
});
