import { ADMIN_PATHS, withId } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../i18n/format-message.ts';
import { ConsoleProviders } from './console-providers.tsx';
import { SecurityPage } from './security-page.tsx';
import { STRINGS } from './strings.ts';

// The authenticator's part of adding a passkey: what the browser would answer.
const REGISTRATION = { id: 'bmV3', rawId: 'bmV3', type: 'public-key', response: {}, clientExtensionResults: {} };
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(async () => REGISTRATION) }));

const t = STRINGS.zh;
const ME: Me = { id: 'a1', name: '王工程师', roles: ['viewer'], via: 'session', stepUpUntil: null };

const LAPTOP = { id: 'pk-1', label: '办公电脑', createdAt: '2026-11-20T02:15:00.000Z', lastUsedAt: null };
const PHONE = {
  id: 'pk-2',
  label: '手机',
  createdAt: '2026-11-25T04:40:00.000Z',
  lastUsedAt: '2026-11-25T16:30:00.000Z',
};
const CODES = ['ABCD-EFGH-JKLM', 'NPQR-STUV-WXYZ', '2345-6789-ABCD'];

const ok = (data: unknown) => ({ status: 200, body: { code: 200, msg: 'ok', data } });
const refused = (status: number, code: string, msg: string) => ({
  status,
  code,
  body: { code: status, msg, data: null },
});
const STEP_UP = refused(403, 'step_up_required', '请先再次验证身份（通行密钥或验证码）');

/** The API stubbed with answers in order; every call (method, path, body) is kept. */
function stubApi(...answers: { status: number; code?: string; body: unknown }[]) {
  const calls: [string, string, unknown][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push([String(init.method), path, init.body ? JSON.parse(String(init.body)) : undefined]);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call ${init.method} ${path}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...(answer.code ? { 'x-error-code': answer.code } : {}) },
      });
    }),
  );
  return calls;
}

const show = () =>
  render(
    <ConsoleProviders>
      <SecurityPage me={ME} />
    </ConsoleProviders>,
  );

async function passTheCheck(code: string) {
  fireEvent.change(await screen.findByLabelText(t.stepUpCode), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: t.stepUpConfirm }));
}

describe('my sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists my passkeys as the API answers them, with the dates in Beijing time', async () => {
    stubApi(ok({ list: [LAPTOP, PHONE], hasPassword: false }));
    show();
    const items = await screen.findAllByTestId('passkey');
    expect(items.map((item) => item.textContent)).toEqual([
      `办公电脑${t.passkeyCreated}2026-11-20 10:15${t.passkeyLastUsed}${t.passkeyNeverUsed}${t.passkeyRemove}`,
      // 16:30 UTC is past midnight in Beijing.
      `手机${t.passkeyCreated}2026-11-25 12:40${t.passkeyLastUsed}2026-11-26 00:30${t.passkeyRemove}`,
    ]);
    // A passkey-only account: no password, and so no recovery codes to renew.
    expect(screen.getByTestId('password-state')).toHaveTextContent(t.passwordNotSet);
    expect(screen.queryByRole('button', { name: t.recoveryRenew })).toBeNull();
  });

  it('shows new recovery codes once, after the confirmation and the fresh check the server asks for', async () => {
    const calls = stubApi(
      ok({ list: [], hasPassword: true }),
      STEP_UP,
      ok({ stepUpUntil: '2030-01-01T00:00:00.000Z' }),
      ok({ recoveryCodes: CODES }),
    );
    show();
    expect(await screen.findByTestId('password-state')).toHaveTextContent(t.passwordSet);
    fireEvent.click(screen.getByRole('button', { name: t.recoveryRenew }));
    // The warning comes first: the old codes stop working.
    expect(screen.getByText(t.recoveryRenewConfirm)).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: t.recoveryRenewYes }));
    await passTheCheck('654321');

    const shown = await screen.findByTestId('recovery-codes');
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(t.recoveryHint)).toBeVisible();
    expect(screen.getByText(t.recoveryRenewed)).toHaveAttribute('role', 'status');
    expect(calls).toEqual([
      ['GET', ADMIN_PATHS.myPasskeys, undefined],
      ['POST', ADMIN_PATHS.myRecoveryCodes, undefined],
      ['POST', ADMIN_PATHS.stepUpTotp, { code: '654321' }],
      ['POST', ADMIN_PATHS.myRecoveryCodes, undefined],
    ]);

    // Once: hidden for good when saved, nothing kept to show them again.
    fireEvent.click(screen.getByRole('button', { name: t.recoverySaved }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    for (const code of CODES) expect(screen.queryByText(code)).toBeNull();
    expect(calls).toHaveLength(4);
  });

  it("removes a passkey after a confirmation and a fresh check; the last way in is refused in the server's words", async () => {
    const lastWay = '这是您唯一的登录方式，请先添加另一种';
    const calls = stubApi(
      ok({ list: [LAPTOP, PHONE], hasPassword: false }),
      STEP_UP,
      ok({ stepUpUntil: '2030-01-01T00:00:00.000Z' }),
      ok({ list: [PHONE], hasPassword: false }),
      refused(409, 'last_sign_in_method', lastWay),
    );
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: formatMessage('zh', t.passkeyRemoveNamed, { name: '办公电脑' }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: t.passkeyRemoveYes }));
    await passTheCheck('123456');
    await waitFor(() => expect(screen.getAllByTestId('passkey-name').map((n) => n.textContent)).toEqual(['手机']));
    expect(screen.getByText(formatMessage('zh', t.passkeyRemoved, { name: '办公电脑' }))).toHaveAttribute(
      'role',
      'status',
    );

    // The check's dialog closes after the removal is answered; until then the page behind it is hidden.
    fireEvent.click(
      await screen.findByRole('button', { name: formatMessage('zh', t.passkeyRemoveNamed, { name: '手机' }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: t.passkeyRemoveYes }));
    expect(await screen.findByText(lastWay)).toHaveAttribute('role', 'alert');
    expect(screen.getAllByTestId('passkey-name').map((n) => n.textContent)).toEqual(['手机']);
    expect(calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      `GET ${ADMIN_PATHS.myPasskeys}`,
      `DELETE ${withId(ADMIN_PATHS.myPasskey, 'pk-1')}`,
      `POST ${ADMIN_PATHS.stepUpTotp}`,
      `DELETE ${withId(ADMIN_PATHS.myPasskey, 'pk-1')}`,
      `DELETE ${withId(ADMIN_PATHS.myPasskey, 'pk-2')}`,
    ]);
  });

  it('adds a passkey: an old check is renewed first, then the authenticator makes it and the list shows it', async () => {
    const calls = stubApi(
      ok({ list: [LAPTOP], hasPassword: false }),
      ok({ ...ME, stepUpUntil: '2020-01-01T00:00:00.000Z' }),
      ok({ stepUpUntil: '2030-01-01T00:00:00.000Z' }),
      ok({ ceremonyId: 'c-1', options: { challenge: 'Y2hhbGxlbmdl' } }),
      ok({ list: [LAPTOP, PHONE], hasPassword: false }),
    );
    show();
    fireEvent.change(await screen.findByLabelText(t.passkeyLabel), { target: { value: ' 手机 ' } });
    fireEvent.click(screen.getByRole('button', { name: t.passkeyAdd }));
    await passTheCheck('112233');
    await waitFor(() =>
      expect(screen.getAllByTestId('passkey-name').map((n) => n.textContent)).toEqual(['办公电脑', '手机']),
    );
    expect(screen.getByText(formatMessage('zh', t.passkeyAdded, { name: '手机' }))).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(t.passkeyLabel)).toHaveValue('');
    expect(calls).toEqual([
      ['GET', ADMIN_PATHS.myPasskeys, undefined],
      ['GET', ADMIN_PATHS.me, undefined],
      ['POST', ADMIN_PATHS.stepUpTotp, { code: '112233' }],
      ['POST', ADMIN_PATHS.myPasskeyOptions, undefined],
      ['POST', ADMIN_PATHS.myPasskeys, { ceremonyId: 'c-1', response: REGISTRATION, label: '手机' }],
    ]);
  });
});
