import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Account } from '@muyuan/contract/admin/staff';
import type { ApiToken } from '@muyuan/contract/admin/tokens';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ROLE_NAMES, STRINGS } from '../../web/src/admin/strings.ts';
import { formatMessage } from '../../web/src/i18n/format-message.ts';
import { type AdminServer, startAdminServer } from './admin-server.ts';
import {
  addPasskeyDevice,
  CONSOLE_FETCH,
  confirmIfAsked,
  enrollWithPasskey,
  stepUpPrompt,
  untilCheckIsStale,
  watchConsole,
} from './admin-session.ts';
import { axeProblems } from './axe-problems.ts';
import { horizontalOverflow } from './support.ts';

/**
 * The accounts and API tokens screens against a real server: an admin invites a colleague, who enrolls
 * in a second browser; the admin changes the colleague's roles (through the real fresh-check prompt:
 * the server runs with the shortest ADMIN_STEP_UP_MS it allows), ends their sessions and resets their
 * sign-in; then creates a token, uses it, and revokes it. What the page shows is compared with what
 * the API answers. Chinese, the console's first language.
 */
test.describe.configure({ mode: 'serial' });

const STEP_UP_MS = 10_000;
const zh = STRINGS.zh;
const roleNames = (roles: readonly Account['roles'][number][]) => roles.map((r) => ROLE_NAMES.zh[r]).join('');

let server: AdminServer;
let admin: Page;
let errors: string[];
let colleagueContext: BrowserContext;
let colleague: Page;
const colleagueName = '王编辑';
let colleagueEmail = '';

/** The API's account of the colleague, read with the admin's session. */
async function colleagueAccount(): Promise<Account> {
  const answer = await (
    await admin.request.get(`${server.origin}${ADMIN_PATHS.accounts}`, { headers: CONSOLE_FETCH })
  ).json();
  const found = (answer.data.list as Account[]).find((a) => a.email === colleagueEmail);
  if (!found) throw new Error(`${colleagueEmail} is not among the accounts`);
  return found;
}

const colleagueRow = () => admin.getByTestId(`account-${colleagueEmail}`);

async function newPageWithPasskey(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // A context of its own, shaped like the project's (a phone for `mobile`).
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  await addPasskeyDevice(page);
  return { context, page };
}

test.beforeAll(async ({ browser }, info) => {
  server = await startAdminServer(info, {
    ports: { desktop: 5, mobile: 6 },
    env: { ADMIN_STEP_UP_MS: String(STEP_UP_MS) },
  });
  colleagueEmail = `colleague-${info.project.name}@muyuan.example`;
  ({ page: admin } = await newPageWithPasskey(browser));
  errors = watchConsole(admin);
  ({ context: colleagueContext, page: colleague } = await newPageWithPasskey(browser));
});
test.afterAll(async () => {
  await colleagueContext?.close();
  await admin?.context().close();
  await server?.stop();
});

test('the admin invites from the accounts screen; the colleague enrolls and is listed as the API answers', async () => {
  await enrollWithPasskey(
    admin,
    server.firstAdminAddress,
    '李管理',
    `admin-${test.info().project.name}@muyuan.example`,
  );
  await admin.getByRole('link', { name: zh.navAccounts }).click();
  await expect(admin.getByRole('heading', { level: 1, name: zh.navAccounts })).toBeVisible();

  await admin.getByLabel('同事的邮箱').fill(colleagueEmail);
  await admin.getByRole('checkbox', { name: '编辑' }).check();
  await admin.getByRole('checkbox', { name: '只读' }).check();
  await admin.getByRole('button', { name: '生成注册链接' }).click();
  await confirmIfAsked(admin, admin.getByTestId('invitation-address'));
  const address = await admin.getByTestId('invitation-address').inputValue();

  await enrollWithPasskey(colleague, address, colleagueName);

  await admin.getByRole('button', { name: zh.refreshList }).click();
  const account = await colleagueAccount();
  expect(account.roles).toEqual(['editor', 'viewer']);
  await expect(colleagueRow().getByRole('rowheader')).toContainText(account.name);
  await expect(colleagueRow().getByTestId('account-roles')).toHaveText(roleNames(account.roles));
  expect(account.passkeys).toBe(1);
  await expect(colleagueRow().getByTestId('account-sign-in')).toHaveText(zh.passkeyCountOne);
  // Every account the API lists has its row, and no other.
  const all = (
    await (await admin.request.get(`${server.origin}${ADMIN_PATHS.accounts}`, { headers: CONSOLE_FETCH })).json()
  ).data.list as Account[];
  await expect(admin.locator('tbody tr[data-testid^="account-"]')).toHaveCount(all.length);

  expect(await axeProblems(admin), 'axe on the accounts screen').toEqual([]);
  expect(await horizontalOverflow(admin)).toBe(0);
});

test("changing the colleague's roles meets the real fresh-check prompt, and the change holds for their session", async () => {
  test.setTimeout(STEP_UP_MS + 30_000);
  await untilCheckIsStale(admin, server.origin);

  await admin.getByRole('button', { name: `更改角色（${colleagueName}）` }).click();
  // The panel takes the focus, so a keyboard or screen-reader user lands in it.
  await expect(admin.getByRole('heading', { name: `${colleagueName}的角色` })).toBeFocused();
  const editor = admin.getByRole('group', { name: `${colleagueName}的角色` });
  await editor.getByRole('checkbox', { name: '只读' }).uncheck();
  await editor.getByRole('checkbox', { name: '发布人' }).check();
  await admin.getByRole('button', { name: zh.saveRoles }).click();

  await expect(stepUpPrompt(admin)).toBeVisible();
  expect(await axeProblems(admin), 'axe with the role editor and the fresh-check prompt open').toEqual([]);
  await admin.getByRole('button', { name: '使用通行密钥验证' }).click();
  await expect(admin.getByTestId('accounts-status')).toContainText(colleagueName);
  const account = await colleagueAccount();
  expect(account.roles).toEqual(['editor', 'publisher']);
  await expect(admin.getByTestId('accounts-status')).toHaveText(
    formatMessage('zh', zh.rolesChanged, {
      name: colleagueName,
      roles: account.roles.map((r) => ROLE_NAMES.zh[r]).join('、'),
    }),
  );
  await expect(colleagueRow().getByTestId('account-roles')).toHaveText(roleNames(account.roles));
  await expect(stepUpPrompt(admin)).toBeHidden();

  // The colleague's live session carries the new roles from their next request on.
  await colleague.reload();
  await expect(colleague.getByTestId('me-roles')).toHaveText(roleNames(account.roles));
});

test("ending the colleague's sessions, after a confirmation and a fresh check, signs them out on their next call", async () => {
  test.setTimeout(STEP_UP_MS + 30_000);
  const colleagueMe = () => colleague.request.get(`${server.origin}${ADMIN_PATHS.me}`, { headers: CONSOLE_FETCH });
  expect((await colleagueMe()).status()).toBe(200);
  await admin.getByRole('button', { name: `结束会话（${colleagueName}）` }).click();
  await expect(admin.getByText(formatMessage('zh', zh.endSessionsConfirm, { name: colleagueName }))).toBeVisible();
  // Cutting someone off takes a fresh check (issue 38, point 6): the last one is left to go stale first.
  await untilCheckIsStale(admin, server.origin);
  const answered = admin.waitForResponse((r) => r.request().method() === 'DELETE' && r.status() === 200);
  await admin.getByRole('button', { name: zh.endSessionsYes }).click();
  await expect(stepUpPrompt(admin)).toBeVisible();
  expect((await colleagueMe()).status(), 'nothing ended before the check').toBe(200);
  await admin.getByRole('button', { name: '使用通行密钥验证' }).click();
  const { data } = await (await answered).json();
  expect(data.ended).toBeGreaterThanOrEqual(1);
  await expect(admin.getByTestId('accounts-status')).toHaveText(
    formatMessage('zh', zh.sessionsEnded, { name: colleagueName, n: data.ended }),
  );

  expect((await colleagueMe()).status()).toBe(401);
  await colleague.reload();
  await expect(colleague.getByRole('heading', { level: 1, name: zh.signInTitle })).toBeVisible();
});

test("resetting the colleague's sign-in shows a one-time enrollment address; their passkey is gone", async () => {
  await admin.getByRole('button', { name: `重置登录（${colleagueName}）` }).click();
  await admin.getByRole('button', { name: zh.resetYes }).click();
  await confirmIfAsked(admin, admin.getByTestId('reset-address'));
  const address = await admin.getByTestId('reset-address').inputValue();
  expect(address).toContain(`${server.origin}/admin/#/enroll/`);

  const account = await colleagueAccount();
  expect([account.passkeys, account.hasPassword]).toEqual([0, false]);
  await expect(colleagueRow().getByTestId('account-sign-in')).toHaveText(zh.waitingToEnroll);

  // The address opens the enrollment of the same account.
  await colleague.goto(address);
  await expect(colleague.getByRole('heading', { level: 1, name: zh.enrollTitle })).toBeVisible();
  await expect(colleague.getByText(colleagueEmail)).toBeVisible();
  await admin.getByRole('button', { name: zh.close }).click();
  await expect(admin.getByRole('button', { name: `重置登录（${colleagueName}）` })).toBeFocused();
});

test('a token made on the tokens screen is shown once, answers `me` with its name, shows its expiry and last use, and stops at revocation', async ({
  request,
}) => {
  test.setTimeout(STEP_UP_MS + 40_000);
  const name = `e2e-bot-${test.info().project.name}`;
  await admin.getByRole('link', { name: zh.navTokens }).click();
  await expect(admin.getByRole('heading', { level: 1, name: zh.navTokens })).toBeVisible();
  await admin.getByLabel(zh.tokenName).fill(name);
  await admin.getByRole('checkbox', { name: '只读' }).check();
  // A token carries only roles its maker holds: this admin is not on the compliance team.
  await expect(admin.getByRole('checkbox', { name: '合规' })).toBeDisabled();
  // 90 days unless chosen; a month here.
  const lifetime = admin.getByLabel(zh.tokenExpiry);
  await expect(lifetime).toHaveValue('90');
  await lifetime.selectOption('30');
  await admin.getByRole('button', { name: zh.tokenCreate }).click();
  await confirmIfAsked(admin, admin.getByTestId('token-secret'));
  const secret = (await admin.getByTestId('token-secret').textContent()) ?? '';
  expect(secret).not.toBe('');
  await expect(admin.getByTestId('token-made')).toContainText(zh.tokenWarning);
  expect(await axeProblems(admin), 'axe on the tokens screen').toEqual([]);
  expect(await horizontalOverflow(admin)).toBe(0);

  const bearer = { authorization: `Bearer ${secret}` };
  const me = await request.get(`${server.origin}${ADMIN_PATHS.me}`, { headers: bearer });
  expect(me.status()).toBe(200);
  expect((await me.json()).data).toMatchObject({ name, roles: ['viewer'], via: 'token' });

  // Hidden once stored, and never shown again: not after a reload either.
  await admin.getByRole('button', { name: zh.tokenStored }).click();
  await admin.reload();
  const row = admin.getByTestId(`token-${name}`);
  await expect(row).toBeVisible();
  await expect(admin.locator('body')).not.toContainText(secret);
  const listed = async () => {
    const answer = await (
      await admin.request.get(`${server.origin}${ADMIN_PATHS.tokens}`, { headers: CONSOLE_FETCH })
    ).json();
    return (answer.data.list as ApiToken[]).find((t) => t.name === name);
  };
  const token = await listed();
  expect(token?.lastUsedAt, 'the call with the token is its last use').toBeTruthy();
  await expect(row.getByTestId('token-last-used').locator('time')).toHaveAttribute('datetime', token?.lastUsedAt ?? '');
  await expect(row.getByTestId('token-roles')).toHaveText(roleNames(token?.roles ?? []));
  await expect(row.getByTestId('token-state')).toHaveText(zh.tokenActive);
  // Its expiry, as the API answers it: 30 days after it was made, and how many are left.
  expect(Date.parse(token?.expiresAt ?? '') - Date.parse(token?.createdAt ?? '')).toBe(30 * 24 * 3_600_000);
  await expect(row.getByTestId('token-expires').locator('time')).toHaveAttribute('datetime', token?.expiresAt ?? '');
  await expect(row.getByTestId('token-expires')).toContainText(formatMessage('zh', zh.daysLeft, { count: 30 }));
  // In English too: the same columns under their English names.
  await admin.getByRole('button', { name: zh.switchLanguageLabel }).click();
  const en = STRINGS.en;
  const table = admin.locator('.tokens-table');
  await expect(table.getByRole('columnheader', { name: en.colExpires })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: en.colLastUsed })).toBeVisible();
  await expect(row.getByTestId('token-expires')).toContainText(formatMessage('en', en.daysLeft, { count: 30 }));
  await expect(row.getByTestId('token-last-used').locator('time')).toHaveAttribute('datetime', token?.lastUsedAt ?? '');
  expect(await horizontalOverflow(admin)).toBe(0);
  await admin.getByRole('button', { name: en.switchLanguageLabel }).click();
  await expect(row.getByTestId('token-expires')).toContainText(formatMessage('zh', zh.daysLeft, { count: 30 }));

  // Revoking takes a fresh check: the last one is left to go stale first.
  await untilCheckIsStale(admin, server.origin);

  await row.getByRole('button', { name: `吊销（${name}）` }).click();
  await admin.getByRole('button', { name: zh.revokeYes }).click();
  await expect(stepUpPrompt(admin)).toBeVisible();
  expect((await request.get(`${server.origin}${ADMIN_PATHS.me}`, { headers: bearer })).status()).toBe(200);
  await admin.getByRole('button', { name: '使用通行密钥验证' }).click();
  await expect(admin.getByTestId('tokens-status')).toHaveText(formatMessage('zh', zh.tokenRevokedDone, { name }));
  const revoked = await listed();
  expect(revoked?.revokedAt).toBeTruthy();
  await expect(row.getByTestId('token-state').locator('time')).toHaveAttribute('datetime', revoked?.revokedAt ?? '');
  await expect(row.getByRole('button')).toHaveCount(0);

  expect((await request.get(`${server.origin}${ADMIN_PATHS.me}`, { headers: bearer })).status()).toBe(401);
  expect(errors).toEqual([]);
});
