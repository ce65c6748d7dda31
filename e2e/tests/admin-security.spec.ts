import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { ACTION_NAMES, actorLabel } from '../../web/src/admin/audit-words.ts';
import { beijingTime } from '../../web/src/lib/beijing-time.ts';
import {
  addPasskeyDevice,
  auditPage,
  deviceCredentials,
  enrollFirstAdmin,
  myPasskeys,
  outlastFreshCheck,
  passCheckWithPasskey,
  watchConsole,
} from './admin-self-session.ts';
import { type AdminServer, operatorCommand, startAdminServer } from './admin-server.ts';
import { CONSOLE_FETCH } from './admin-session.ts';
import { axeProblems } from './axe-problems.ts';
import { horizontalOverflow } from './support.ts';

/**
 * "My sign-in" and the audit log in Chromium against a real server whose fresh check lasts 10 s (its
 * shortest), so that every sensitive step meets a real step-up prompt: the first admin adds a second
 * passkey, removes the first and signs in with the one left; a compliance officer with a password and an
 * authenticator app makes new recovery codes, then reads all of it in the audit log and filters it.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let server: AdminServer;
let officerAddress = '';
const officer = { email: 'compliance@muyuan.example', name: '赵合规', password: 'granary-willow-lantern-73' };
/** A recovery code of the officer's new set, for signing in again in the audit test. */
let freshRecoveryCode = '';

test.beforeAll(async ({ browserName: _ }, info) => {
  // Ports E2E_PORT+3 and +4: admin-console.spec.ts has +1 and +2.
  server = await startAdminServer(info, { ports: { desktop: 3, mobile: 4 }, env: { ADMIN_STEP_UP_MS: '10000' } });
});
test.afterAll(async () => server?.stop());

const UNNAMED = '未命名的通行密钥';
const shownPasskeys = (page: Page) => page.getByTestId('passkey-name').allTextContents();

/** The names the list shows are the API's passkeys, in its order. */
async function expectListLikeApi(page: Page, count: number) {
  await expect(page.getByTestId('passkey-name')).toHaveCount(count);
  const api = await myPasskeys(page, server);
  expect(await shownPasskeys(page)).toEqual(api.list.map((p) => p.label || UNNAMED));
}

test('the first admin adds a passkey, removes the first and signs in with the one left, each step checked afresh', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const device = await addPasskeyDevice(page);
  await enrollFirstAdmin(page, server, '李管理', 'admin@muyuan.example');

  // The first admin holds every role but compliance and gives only what it holds: the officer's invitation
  // comes from the operator's tool on the server.
  await expect(page.getByRole('checkbox', { name: '合规' })).toBeDisabled();
  officerAddress =
    operatorCommand(server, 'invite', officer.email, '--role', 'compliance').trim().split('\n').at(-1) ?? '';
  expect(officerAddress).toContain('/admin/#/enroll/');

  await page.getByRole('link', { name: '我的登录方式' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的登录方式' })).toBeVisible();
  await expectListLikeApi(page, 1);
  await expect(page.getByTestId('password-state')).toContainText('未设置');
  await expect(page.getByRole('button', { name: '生成新的恢复码' })).toHaveCount(0);
  expect(await axeProblems(page), 'axe on my sign-in').toEqual([]);

  // The server asks for a fresh check (the last is over 10 s old); the passkey passes it; the server then
  // refuses to remove the only way in, in its own words.
  await outlastFreshCheck(page, server);
  await page.getByRole('button', { name: `删除通行密钥“${UNNAMED}”` }).click();
  await expect(page.getByText(`确定删除通行密钥“${UNNAMED}”？`)).toBeFocused();
  await page.getByRole('button', { name: '确认删除' }).click();
  await passCheckWithPasskey(page);
  await expect(page.getByRole('alert')).toHaveText('这是您唯一的登录方式，请先添加另一种');
  await expectListLikeApi(page, 1);

  // A second passkey. The device of this page is both "laptop" and "phone": it lets go of the first
  // credential once the check is passed (when the console asks for the new one's options), else it would
  // refuse to make a second passkey for the same account.
  const [first] = await deviceCredentials(device);
  await page.route(`**${ADMIN_PATHS.myPasskeyOptions}`, async (route) => {
    await device.cdp.send('WebAuthn.removeCredential', {
      authenticatorId: device.authenticatorId,
      credentialId: first ?? '',
    });
    await route.continue();
  });
  await outlastFreshCheck(page, server);
  await page.getByLabel('通行密钥名称').fill('手机');
  await page.getByRole('button', { name: '添加通行密钥' }).click();
  await passCheckWithPasskey(page);
  await expect(page.getByText('已添加通行密钥“手机”。')).toHaveAttribute('role', 'status');
  await expectListLikeApi(page, 2);
  await page.unroute(`**${ADMIN_PATHS.myPasskeyOptions}`);
  expect(await deviceCredentials(device)).not.toContain(first);

  // The first one removed, after a check the "phone" passes.
  await outlastFreshCheck(page, server);
  await page.getByRole('button', { name: `删除通行密钥“${UNNAMED}”` }).click();
  await page.getByRole('button', { name: '确认删除' }).click();
  await passCheckWithPasskey(page);
  await expect(page.getByText(`已删除通行密钥“${UNNAMED}”。`)).toHaveAttribute('role', 'status');
  await expectListLikeApi(page, 1);
  expect(await shownPasskeys(page)).toEqual(['手机']);
  expect(await horizontalOverflow(page)).toBe(0);

  await page.getByRole('link', { name: '概览' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '使用通行密钥登录' }).click();
  await expect(page.getByTestId('me-name')).toHaveText('李管理');
  expect(errors).toEqual([]);
});

test('a compliance officer with a password makes new recovery codes after a fresh check; the old ones stop working', async ({
  page,
}) => {
  expect(officerAddress, 'the first test made the invitation').not.toBe('');
  const errors = watchConsole(page);
  await page.goto(officerAddress);
  await page.getByLabel('姓名').fill(officer.name);
  await page.getByLabel('密码', { exact: true }).fill(officer.password);
  await page.getByRole('button', { name: '继续' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('应用显示的 6 位验证码').fill(totp.generate());
  await page.getByRole('button', { name: '完成注册' }).click();
  await expect(page.getByTestId('recovery-codes').locator('code').first()).toBeVisible();
  const oldCodes = await page.getByTestId('recovery-codes').locator('code').allTextContents();
  expect(oldCodes.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: '我已保存，进入后台' }).click();

  await page.getByRole('link', { name: '我的登录方式' }).click();
  await expect(page.getByTestId('password-state')).toContainText('已设置');
  await expect(page.getByText('您还没有通行密钥。')).toBeVisible();
  expect((await myPasskeys(page, server)).hasPassword).toBe(true);

  await outlastFreshCheck(page, server);
  await page.getByRole('button', { name: '生成新的恢复码' }).click();
  await expect(page.getByText('您现有的恢复码将全部失效')).toBeFocused();
  await page.getByRole('button', { name: '生成并作废旧码' }).click();
  await expect(page.getByRole('heading', { name: '请再次验证身份' })).toBeVisible();
  // Enrollment used this step's code, and a code works once: the next step's (within the allowed drift).
  await page.getByLabel('身份验证器应用中的 6 位验证码').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: '验证', exact: true }).click();

  const codes = page.getByTestId('recovery-codes').locator('code');
  await expect(codes.first()).toBeVisible();
  const newCodes = await codes.allTextContents();
  expect(newCodes).toHaveLength(oldCodes.length);
  expect(newCodes.filter((c) => oldCodes.includes(c))).toEqual([]);
  await expect(page.getByText('已生成新的恢复码，旧的恢复码已失效。')).toHaveAttribute('role', 'status');
  expect(await axeProblems(page), 'axe with the new codes shown').toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByRole('button', { name: '我已保存，隐藏恢复码' }).click();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  freshRecoveryCode = newCodes[0] ?? '';

  // The warning said it: an old code no longer signs in.
  const old = await page.request.post(`${server.origin}${ADMIN_PATHS.passwordSignIn}`, {
    headers: { ...CONSOLE_FETCH, origin: server.origin },
    data: { email: officer.email, password: officer.password, code: oldCodes[1] },
  });
  expect(old.status()).toBe(401);
  expect(errors).toEqual([]);
});

/** The entries the page shows (the table on a desktop, the cards on a phone), as the person reads them. */
async function shownEntries(page: Page) {
  const entries = page.locator('[data-seq]:visible');
  await expect(entries.first()).toBeVisible();
  return entries.evaluateAll((nodes) =>
    nodes.map((n) => ({
      seq: Number(n.getAttribute('data-seq')),
      at: n.querySelector('time')?.textContent,
      who: n.querySelector('[data-field="actor"]')?.textContent,
      action: n.querySelector('[data-field="action"]')?.textContent,
    })),
  );
}

test('the audit log shows these actions as the API answers them, in Beijing time, and a filter narrows it', async ({
  page,
}) => {
  expect(freshRecoveryCode, 'the second test made new codes').not.toBe('');
  const errors = watchConsole(page);
  await page.goto(`${server.origin}/admin/`);
  await page.getByLabel('邮箱').fill(officer.email);
  await page.getByLabel('密码', { exact: true }).fill(officer.password);
  await page.getByLabel('验证码或恢复码').fill(freshRecoveryCode);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('me-name')).toHaveText(officer.name);

  await page.getByRole('link', { name: '审计日志' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
  const all = await auditPage(page, server);
  const actions = new Set(all.list.map((e) => e.action));
  for (const done of ['enrollment', 'passkey_add', 'passkey_remove', 'recovery_codes_renew', 'step_up', 'sign_in'])
    expect(actions, done).toContain(done);

  const asShown = (list: typeof all.list) =>
    list.map((e) => ({
      seq: e.seq,
      at: beijingTime(e.at),
      who: actorLabel('zh', e),
      action: ACTION_NAMES.zh[e.action as keyof typeof ACTION_NAMES.zh],
    }));
  expect(await shownEntries(page)).toEqual(asShown(all.list));
  await expect(page.getByRole('status')).toHaveText(`共 ${all.total} 条记录，已显示 ${all.list.length} 条`);
  if (test.info().project.name === 'desktop') await expect(page.getByRole('table', { name: /审计日志/ })).toBeVisible();
  else await expect(page.getByRole('table')).toBeHidden();
  expect(await axeProblems(page), 'axe on the audit log').toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);

  // Only the removed passkeys: one entry, the admin's.
  await page.getByLabel('操作', { exact: true }).selectOption({ label: '删除通行密钥' });
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  const removed = await auditPage(page, server, '&action=passkey_remove');
  expect(removed.list).toHaveLength(1);
  await expect(page.getByRole('status')).toHaveText('共 1 条记录，已显示 1 条');
  expect(await shownEntries(page)).toEqual(asShown(removed.list));
  expect((await shownEntries(page))[0]?.who).toBe('李管理');

  // And from a name in the list: everything that person did.
  await page.locator('[data-seq]:visible').first().getByRole('button', { name: '只看“李管理”的记录' }).click();
  const admin = removed.list[0]?.actor ?? '';
  await expect(page.getByLabel('操作人编号')).toHaveValue(admin);
  const byAdmin = await auditPage(page, server, `&action=passkey_remove&actor=${encodeURIComponent(admin)}`);
  await expect(page.getByRole('status')).toHaveText(`共 ${byAdmin.total} 条记录，已显示 ${byAdmin.list.length} 条`);

  // Nothing on a day long past: the empty state.
  await page.getByRole('button', { name: '清除筛选' }).click();
  await page.getByLabel('截止日期（北京时间）').fill('2020-01-01');
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page.getByText('没有符合筛选条件的记录。')).toBeVisible();
  expect(errors).toEqual([]);
});
