import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { expect, type Page } from '@playwright/test';

/**
 * The Fetch Metadata the console's own fetch sends in a browser. With the session cookie the back office
 * answers nothing else (server/src/admin/cross-site.ts), and Playwright's request context (`page.request`,
 * which shares the page's cookies) sends none: a test calling the admin API with it sends these.
 */
export const CONSOLE_FETCH = {
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
} as const;

/** A passkey device for this page: resident keys and user verification, as the server requires. */
export async function addPasskeyDevice(page: Page): Promise<void> {
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
 * Console errors of the page other than the refusals the flows provoke on purpose (401 when signed out,
 * 403 when a fresh check is asked for): a CSP violation or a script error would land here.
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 40[013]/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Enrolls from an enrollment address with this page's passkey device; `email` only for the first admin. */
export async function enrollWithPasskey(page: Page, address: string, name: string, email?: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: '注册后台账户' })).toBeVisible();
  await page.getByLabel('姓名').fill(name);
  if (email) await page.getByLabel('邮箱').fill(email);
  await page.getByRole('button', { name: '创建通行密钥并登录' }).click();
  await expect(page.getByTestId('me-name')).toHaveText(name);
}

/** The step-up prompt of the console (`step_up_required`). */
export const stepUpPrompt = (page: Page) => page.getByRole('heading', { name: '请再次验证身份' });

/**
 * Waits until the session's last check is older than ADMIN_STEP_UP_MS, as `GET me` tells it, so the
 * next sensitive action meets the real prompt.
 */
export async function untilCheckIsStale(page: Page, origin: string): Promise<void> {
  const me = await (await page.request.get(`${origin}${ADMIN_PATHS.me}`, { headers: CONSOLE_FETCH })).json();
  const until = Date.parse(me.data.stepUpUntil);
  expect(until, 'a session answers until when its check holds').not.toBeNaN();
  await page.waitForTimeout(Math.max(0, until - Date.now()) + 300);
}

/**
 * After a sensitive action: confirms with the passkey when the console asks for a fresh check (it
 * asks only when the last one is older than ADMIN_STEP_UP_MS), then waits for `done`.
 */
export async function confirmIfAsked(page: Page, done: ReturnType<Page['getByTestId']>): Promise<void> {
  await expect(done.or(stepUpPrompt(page))).toBeVisible();
  if (await stepUpPrompt(page).isVisible()) await page.getByRole('button', { name: '使用通行密钥验证' }).click();
  await expect(done).toBeVisible();
}
