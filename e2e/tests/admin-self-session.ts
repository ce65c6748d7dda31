import type { AuditEntry } from '@muyuan/contract/admin/audit';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { type CDPSession, expect, type Page } from '@playwright/test';
import type { AdminServer } from './admin-server.ts';
import { CONSOLE_FETCH } from './admin-session.ts';

/**
 * What the back office's own-sign-in and audit tests share: a passkey device in Chromium, the first
 * admin's enrollment, the API's answers to compare the screens with, and waiting out the fresh check.
 */

export interface PasskeyDevice {
  cdp: CDPSession;
  authenticatorId: string;
}

/** A virtual passkey device for this page: resident keys and user verification, as the server requires. */
export async function addPasskeyDevice(page: Page): Promise<PasskeyDevice> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The ids of the passkeys the device holds. */
export async function deviceCredentials(device: PasskeyDevice): Promise<string[]> {
  const { credentials } = await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId });
  return credentials.map((c) => c.credentialId);
}

/** Script errors and CSP violations of the page (not the refusals a flow provokes on purpose: 401, 403, 409). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[139]/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The first admin enrolls from the address of the server's log with the page's passkey device. */
export async function enrollFirstAdmin(page: Page, server: AdminServer, name: string, email: string) {
  await page.goto(server.firstAdminAddress);
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('邮箱').fill(email);
  await page.getByRole('button', { name: '创建通行密钥并登录' }).click();
  await expect(page.getByTestId('me-name')).toHaveText(name);
}

/** A GET of the admin API with the page's session: its `data`. */
export async function apiGet<T>(page: Page, server: AdminServer, path: string): Promise<T> {
  const res = await page.request.get(`${server.origin}${path}`, { headers: CONSOLE_FETCH });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

export const myPasskeys = (page: Page, server: AdminServer) =>
  apiGet<{ list: { id: string; label: string }[]; hasPassword: boolean }>(page, server, ADMIN_PATHS.myPasskeys);

export const auditPage = (page: Page, server: AdminServer, query = '') =>
  apiGet<{ list: AuditEntry[]; total: number }>(page, server, `${ADMIN_PATHS.audit}?pageSize=100${query}`);

/**
 * Waits until the session's last passkey or code check is older than the server's step-up window (the
 * spec starts its server with a short one), so that the next sensitive action is asked to check again.
 */
export async function outlastFreshCheck(page: Page, server: AdminServer) {
  await expect
    .poll(
      async () => {
        const me = await apiGet<Me>(page, server, ADMIN_PATHS.me);
        return me.stepUpUntil !== null && Date.parse(me.stepUpUntil) <= Date.now();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}

/** The step-up prompt is up; the passkey device answers it. */
export async function passCheckWithPasskey(page: Page) {
  await expect(page.getByRole('heading', { name: '请再次验证身份' })).toBeVisible();
  await page.getByRole('button', { name: '使用通行密钥验证' }).click();
  await expect(page.getByRole('heading', { name: '请再次验证身份' })).toBeHidden();
}
