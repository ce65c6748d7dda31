import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { type AdminServer, startAdminServer } from './admin-server.ts';
import { axeProblems } from './axe-problems.ts';
import { horizontalOverflow } from './support.ts';

/**
 * The back office's console in Chromium, with its virtual authenticator standing in for a phone or a
 * laptop's passkey: the first admin enrolls with a passkey, invites a colleague who enrolls with a
 * password and an authenticator app; both sign out and in again. Chinese, the console's first language.
 */
test.describe.configure({ mode: 'serial' });

let server: AdminServer;
/** The colleague's enrollment address, made by the first admin in the first test. */
let colleagueAddress = '';
const colleague = { email: '', name: '王工程师', password: 'pasture-lantern-orchard-42' };

test.beforeAll(async ({ browserName: _ }, info) => {
  server = await startAdminServer(info);
  colleague.email = `editor-${info.project.name}@muyuan.example`;
});
test.afterAll(async () => server?.stop());

/** A passkey device for this page: resident keys and user verification, as the server requires. */
async function addPasskeyDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/**
 * Console errors of the page other than the refusals the flows provoke on purpose (the 401 of `me`
 * while signed out, a refused code): a CSP violation or a script error would land here.
 */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[01]/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const signInPage = (page: Page) => page.getByRole('heading', { level: 1, name: '登录管理后台' });
const home = (page: Page) => page.getByRole('heading', { level: 1, name: '管理后台' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(signInPage(page)).toBeVisible();
}

async function signInWithPassword(page: Page, code: string) {
  await page.getByLabel('邮箱').fill(colleague.email);
  await page.getByLabel('密码', { exact: true }).fill(colleague.password);
  await page.getByLabel('验证码或恢复码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('the first admin enrolls with a passkey, sees name and roles, signs out and in again with it', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await addPasskeyDevice(page);
  // Signed out, the console is only its sign-in page.
  await page.goto(`${server.origin}/admin/`);
  await expect(signInPage(page)).toBeVisible();
  expect(await axeProblems(page), 'axe on the sign-in page').toEqual([]);
  // English on request, remembered; then back to Chinese for the rest.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await page.getByRole('button', { name: '切换到中文' }).click();
  await expect(signInPage(page)).toBeVisible();

  // The newcomer opens the logged address at 127.0.0.1 (the site is localhost): sent to the site's
  // origin before the page asks anything, the enrollment screen and its secret kept.
  const elsewhere = server.firstAdminAddress.replace('//localhost:', '//127.0.0.1:');
  expect(elsewhere).not.toBe(server.firstAdminAddress);
  const sent = page.waitForResponse((r) => r.url().startsWith(elsewhere.split('#')[0] ?? ''));
  await page.goto(elsewhere);
  expect([(await sent).status(), (await sent).headers().location]).toEqual([307, `${server.origin}/admin/`]);
  expect(page.url()).toBe(server.firstAdminAddress);
  await expect(page.getByRole('heading', { level: 1, name: '注册后台账户' })).toBeVisible();

  // Every required field is marked; one left empty is said in words under it, and nothing is sent.
  const email = page.getByRole('textbox', { name: '工作邮箱' });
  await expect(email).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('.field', { has: email }).locator('.required-mark')).toHaveText('*');
  await page.getByLabel('姓名').fill('李管理');
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/admin/') && asked.push(r.url()));
  await page.getByRole('button', { name: '创建通行密钥并登录' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('请填写工作邮箱');
  expect(asked).toEqual([]);
  await email.fill(`admin-${test.info().project.name}@muyuan.example`);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: '创建通行密钥并登录' }).click();

  await expect(home(page)).toBeVisible();
  await expect(page.getByTestId('me-name')).toHaveText('李管理');
  // Every role but compliance: a role is given only by its holders, and the web team's come with the first admin.
  await expect(page.getByTestId('me-roles')).toHaveText('管理员编辑发布人只读');
  expect(await axeProblems(page), 'axe on the signed-in home').toEqual([]);

  // The admin invites a colleague (just signed in: no fresh check asked for).
  await page.getByLabel('同事的邮箱').fill(colleague.email);
  await page.getByRole('checkbox', { name: '编辑' }).check();
  await page.getByRole('checkbox', { name: '只读' }).check();
  await page.getByRole('button', { name: '生成注册链接' }).click();
  colleagueAddress = await page.getByTestId('invitation-address').inputValue();
  expect(colleagueAddress).toContain('/admin/#/enroll/');

  await signOut(page);
  // The session is gone on the server too, not only on the screen.
  expect((await page.request.get(`${server.origin}${ADMIN_PATHS.me}`)).status()).toBe(401);

  await page.getByRole('button', { name: '使用通行密钥登录' }).click();
  await expect(home(page)).toBeVisible();
  await expect(page.getByTestId('me-name')).toHaveText('李管理');
  expect(errors).toEqual([]);
});

test('a colleague enrolls with a password and TOTP; a wrong code is refused; a recovery code works once', async ({
  page,
}) => {
  expect(colleagueAddress, 'the first test made the invitation').not.toBe('');
  const errors = watchConsole(page);
  await page.goto(colleagueAddress);
  await expect(page.getByText(colleague.email)).toBeVisible();
  await page.getByLabel('姓名').fill(colleague.name);
  await page.getByLabel('密码', { exact: true }).fill(colleague.password);
  await page.getByRole('button', { name: '继续' }).click();

  // The authenticator app's key, as text and as a QR code of the otpauth address.
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expect(page.getByTestId('totp-uri')).toContainText(`secret=${secret}`);
  await expect(page.getByRole('img', { name: '身份验证器应用的二维码' })).toBeVisible();
  // The long key and address wrap: a phone never scrolls sideways.
  expect(await horizontalOverflow(page)).toBe(0);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('应用显示的 6 位验证码').fill(totp.generate());
  await page.getByRole('button', { name: '完成注册' }).click();

  const codes = page.getByTestId('recovery-codes').locator('code');
  await expect(codes.first()).toBeVisible();
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: '我已保存，进入后台' }).click();
  await expect(page.getByTestId('me-name')).toHaveText(colleague.name);
  await expect(page.getByTestId('me-roles')).toHaveText(/编辑.*只读/);
  await signOut(page);

  // A code that is none of the current ones: refused, with the one message for every cause.
  const now = Date.now();
  const valid = new Set([-30_000, 0, 30_000, 60_000].map((d) => totp.generate({ timestamp: now + d })));
  const wrong = ['000000', '111111', '222222'].find((c) => !valid.has(c)) ?? '333333';
  await signInWithPassword(page, wrong);
  await expect(page.getByRole('alert')).toContainText('登录失败');
  await expect(signInPage(page)).toBeVisible();

  // The enrollment used this step's code and a code works once: the next step's (within the allowed drift).
  await signInWithPassword(page, totp.generate({ timestamp: Date.now() + 30_000 }));
  await expect(page.getByTestId('me-name')).toHaveText(colleague.name);
  await signOut(page);

  await signInWithPassword(page, recoveryCode);
  await expect(page.getByTestId('me-name')).toHaveText(colleague.name);
  await signOut(page);
  await signInWithPassword(page, recoveryCode);
  await expect(page.getByRole('alert')).toContainText('登录失败');
  expect(errors).toEqual([]);
});

test('the console page is never stored or indexed, under a CSP stricter than the public one', async ({ request }) => {
  for (const path of ['/admin', '/admin/']) {
    const res = await request.get(`${server.origin}${path}`);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const headers = res.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
  }
  const sitemap = await (await request.get(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/admin');
});
