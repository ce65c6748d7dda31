import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AlertItems, AlertSummary } from '@muyuan/contract/admin/alerts';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { ALERT_PATHS, ALERT_PRIVACY_VERSION } from '@muyuan/contract/alerts-paths';
import type { Lang } from '@muyuan/contract/lang';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { SmtpPeer } from '../../server/test/helpers/smtp-peer.ts';
import { ALERTS_STRINGS } from '../../web/src/admin/alerts/alerts-strings.ts';
import { addPasskeyDevice, enrollFirstAdmin, watchConsole } from './admin-self-session.ts';
import { type AdminServer, startAdminServer } from './admin-server.ts';
import { CONSOLE_FETCH } from './admin-session.ts';
import { horizontalOverflow, LANGS } from './support.ts';

/**
 * The console's e-mail alerts screen (issue 41, point 5) in a browser, on a server of its own that sends
 * through a real local SMTP server: two addresses subscribe and confirm through the public API, an item's
 * alerts are queued (as the fan-out on publishing writes them), and the first admin sees the screen's
 * figures equal to what the admin API answers, holds and releases the item, and gets a test mail.
 * English on the desktop, Chinese on the phone (decision 211).
 */
test.describe.configure({ mode: 'serial' });

let smtp: SmtpPeer;
let server: AdminServer;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
const ADMIN_EMAIL = `ir-admin-${Date.now()}@muyuan.example`;
let itemKey = '';

/** Subscribes an address and follows its confirmation mail's link (as the subscribe page does, by the API). */
async function subscribeAndConfirm(request: APIRequestContext, email: string, lang: Lang, lists: string[]) {
  const res = await request.post(ALERT_PATHS.subscribe, {
    headers: { lang },
    data: { email, lists, lang, consentVersion: ALERT_PRIVACY_VERSION },
  });
  expect(res.status(), await res.text()).toBe(202);
  await expect.poll(() => smtp.received.some((r) => r.to.includes(email)), { timeout: 15_000 }).toBe(true);
  const text = smtp.received.find((r) => r.to.includes(email))?.mail.text ?? '';
  const token = new URL(/https?:\/\/\S+\?confirm=[^\s>]+/.exec(text)?.[0] ?? '').searchParams.get('confirm');
  const confirm = await request.post(ALERT_PATHS.confirm, { headers: { lang }, data: { token } });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

/** An announcement's alerts queued an hour ahead (the fan-out's rows), one of them failed for good already. */
function queueAlerts(dataDir: string): string {
  const db = new Database(join(dataDir, 'site.db'));
  try {
    const notice = db.prepare('select id from notices order by publish_date desc, id limit 1').get() as { id: string };
    const key = `notice:${notice.id}`;
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    // The fan-out's first run records every published item as known, without mail: this one's alerts are queued now.
    db.prepare(
      `insert into alert_items (item_key, kind, published_at, held, queued_at, queued) values (?, ?, ?, 0, ?, 1)
       on conflict (item_key) do update set held = 0, queued = 1, queued_at = excluded.queued_at`,
    ).run(key, 'notice', now, now);
    const subscribers = db.prepare("select id from alert_subscribers where status = 'confirmed'").all() as {
      id: string;
    }[];
    const insert = db.prepare(
      `insert into alert_outbox (id, dedupe_key, kind, subscriber_id, item_key, status, attempts, next_attempt_at,
       last_error, created_at, sent_at) values (?, ?, 'alert', ?, ?, ?, ?, ?, ?, ?, null)`,
    );
    for (const [i, s] of subscribers.entries()) {
      const failed = i === 0;
      insert.run(
        randomUUID(),
        `alert:${key}:${s.id}`,
        s.id,
        key,
        failed ? 'failed' : 'queued',
        failed ? 1 : 0,
        failed ? now : later,
        failed ? '550 5.1.1 [address]: mailbox unavailable' : null,
        now,
      );
    }
    return key;
  } finally {
    db.close();
  }
}

test.beforeAll(async ({ browser }, info) => {
  smtp = new SmtpPeer();
  await smtp.start();
  // Ports E2E_PORT+31 and +32: the console specs have +1 to +22, the live quote +23, +24, the subscribe page +25, +26.
  server = await startAdminServer(info, {
    ports: { desktop: 31, mobile: 32 },
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'IR <ir@muyuan.example>' },
  });
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await addPasskeyDevice(page);
  await enrollFirstAdmin(page, server, '投资者关系', ADMIN_EMAIL);
  signedIn = await context.storageState();
  await subscribeAndConfirm(context.request, `a.${Date.now()}@example.com`, 'zh', ['news', 'notice:periodic']);
  await subscribeAndConfirm(context.request, `b.${Date.now()}@example.com`, 'en', ['news']);
  await context.close();
  itemKey = queueAlerts(server.dataDir);
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function api<T>(page: Page, path: string, lang: Lang): Promise<T> {
  const res = await page.request.get(`${server.origin}${path}`, { headers: { ...CONSOLE_FETCH, lang } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

for (const lang of LANGS) {
  test(`shows the API's figures, holds and releases an item's alerts and sends a test mail (${lang})`, async ({
    browser,
  }, info) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
    const context = await browser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL: server.origin,
      storageState: signedIn,
    });
    await context.addInitScript((l) => localStorage.setItem('muyuan-admin-lang', l), lang);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const s = ALERTS_STRINGS[lang];
    await page.goto('/admin/#/alerts');
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();

    // The figures are the API's: each list's row, the addresses' row, and the three counts.
    const summary = await api<AlertSummary>(page, ADMIN_PATHS.alertSummary, lang);
    expect(summary.confirmed).toEqual({ zh: 1, en: 1 });
    await expect(page.getByTestId('alerts-mail-ready')).toContainText('IR <ir@muyuan.example>');
    const table = page.getByTestId('alerts-lists');
    for (const list of summary.lists) {
      const { zh, en } = list.confirmed;
      await expect(table.locator(`tr[data-list="${list.id}"] > *`)).toHaveText([
        list.name,
        String(zh),
        String(en),
        String(zh + en),
      ]);
    }
    await expect(table.locator('tr[data-list="addresses"] > *')).toHaveText([s.addresses, '1', '1', '2']);
    for (const figure of ['pending', 'paused', 'unsubscribed'] as const) {
      await expect(page.locator(`[data-figure="${figure}"]`)).toHaveText(String(summary[figure]));
    }

    // The item's mails as the API counts them, its reason, and Hold → held (by the API too) → Release.
    const { items } = await api<AlertItems>(page, ADMIN_PATHS.alertItems, lang);
    const item = items.find((i) => i.key === itemKey);
    if (!item) throw new Error(`no item ${itemKey} in the API's answer`);
    expect(item.sends).toMatchObject({ queued: 1, failed: 1 });
    const row = page.locator(`tr[data-item="${itemKey}"]`);
    await expect(row.locator('.alerts-title')).toHaveText(item.title ?? '');
    for (const status of ['queued', 'sent', 'failed'] as const) {
      await expect(row.locator(`[data-status="${status}"] strong`)).toHaveText(String(item.sends[status]));
    }
    await expect(row.locator('.alerts-reasons')).toContainText('550 5.1.1 [address]: mailbox unavailable');
    const named = (words: string) => ({ name: words.replace('{{title}}', item.title ?? ''), exact: true });
    await row.getByRole('button', named(s.holdFor)).click();
    await expect(row.locator('.alerts-held')).toHaveText(s.heldBadge);
    await expect(page.getByTestId('alerts-status')).toContainText(item.title ?? '');
    expect((await api<AlertItems>(page, ADMIN_PATHS.alertItems, lang)).items[0]?.held).toBe(true);
    await row.getByRole('button', named(s.releaseFor)).click();
    await expect(row.locator('.alerts-held')).toHaveCount(0);
    expect((await api<AlertItems>(page, ADMIN_PATHS.alertItems, lang)).items[0]?.held).toBe(false);

    // A test mail to the admin's own address: the screen says the server took it, and it arrived.
    const before = smtp.received.filter((r) => r.to.includes(ADMIN_EMAIL)).length;
    await page.getByRole('button', { name: s.testSend }).click();
    await expect(page.getByTestId('alerts-test-result')).toHaveText(s.testSent);
    await expect.poll(() => smtp.received.filter((r) => r.to.includes(ADMIN_EMAIL)).length).toBe(before + 1);

    // No address of a subscriber anywhere on the screen; nothing runs past a phone's width.
    await expect(page.locator('main')).not.toContainText('@example.com');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}
