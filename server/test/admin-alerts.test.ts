import { randomUUID } from 'node:crypto';
import type { AlertItem, AlertItems, AlertSummary } from '@muyuan/contract/admin/alerts';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isoAt } from '../src/admin/clock.ts';
import { alertKey } from '../src/alerts/alert-key.ts';
import { emailKey } from '../src/alerts/tokens.ts';
import type { Db } from '../src/db/database.ts';
import { call, type Enrolled, enrollWithPassword, FakeClock } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { SmtpPeer } from './helpers/smtp-peer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every subscriber address a test writes: none may appear in any answer of the console's API. */
const ADDRESSES: string[] = [];

async function addSubscriber(
  db: Db,
  s: { lang: 'zh' | 'en'; lists: string[]; status?: 'pending' | 'confirmed'; paused?: boolean },
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `Investor.${id.slice(0, 8)}@Example.NET`;
  ADDRESSES.push(email, email.toLowerCase());
  const at = isoAt(Date.now());
  const status = s.status ?? 'confirmed';
  await db
    .insertInto('alert_subscribers')
    .values({
      id,
      email: email.replace(/@.*/, (domain) => domain.toLowerCase()),
      email_key: emailKey(await alertKey(db), email),
      lang: s.lang,
      lists: JSON.stringify(s.lists),
      status,
      paused: s.paused ? 1 : 0,
      consent_version: '2026-11-29',
      consented_at: status === 'confirmed' ? at : null,
      confirmation_sent_at: status === 'pending' ? at : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, email };
}

async function addItem(db: Db, key: string, at: number): Promise<void> {
  await db
    .insertInto('alert_items')
    .values({ item_key: key, kind: key.split(':')[0] ?? '', published_at: isoAt(at), queued_at: isoAt(at) })
    .execute();
}

async function addMail(
  db: Db,
  subscriberId: string,
  itemKey: string,
  row: { status: 'queued' | 'sent' | 'failed'; at: number; error?: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('alert_outbox')
    .values({
      id,
      dedupe_key: `alert:${itemKey}:${subscriberId}:${id}`,
      kind: 'alert',
      subscriber_id: subscriberId,
      item_key: itemKey,
      status: row.status,
      next_attempt_at: isoAt(row.at),
      last_error: row.error ?? null,
      created_at: isoAt(row.at),
      sent_at: row.status === 'sent' ? isoAt(row.at) : null,
    })
    .execute();
  return id;
}

const expectNoAddress = (body: string) => {
  for (const address of ADDRESSES) expect(body).not.toContain(address);
};

describe.each(databases())('the console’s e-mail alerts (%s)', (dialect) => {
  const peer = new SmtpPeer();
  const clock = new FakeClock();
  let t: TestApp;
  let admin: Enrolled;
  let ir: Enrolled;
  let editor: Enrolled;
  let notice: { id: string; title: string };
  let news: { id: string; title: string };
  let noticeKey: string;
  let newsKey: string;
  let alice: { id: string; email: string };
  let bob: { id: string; email: string };

  beforeAll(async () => {
    await peer.start();
    t = await createTestApp(
      dialect,
      { smtpUrl: peer.url, mailFrom: 'IR <ir@example.com>', mailRatePerMin: 6000 },
      { clock: clock.now },
    );
    admin = await enrollWithPassword(t.app, t.db, clock, ['admin']);
    ir = await enrollWithPassword(t.app, t.db, clock, ['publisher']);
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor', 'viewer']);
    const { db } = t;
    notice = await db.selectFrom('notices').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    news = await db
      .selectFrom('articles')
      .select(['id', 'title'])
      .where('kind', '=', 'news')
      .where('lang', '=', 'en')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    noticeKey = `notice:${notice.id}`;
    newsKey = `news:${news.id}`;

    alice = await addSubscriber(db, { lang: 'zh', lists: ['notice:periodic', 'news'] });
    bob = await addSubscriber(db, { lang: 'en', lists: ['news'] });
    const carol = await addSubscriber(db, { lang: 'zh', lists: ['securities-news', 'notice:gone-type'] });
    await addSubscriber(db, { lang: 'en', lists: ['news'], status: 'pending' });
    await addSubscriber(db, { lang: 'en', lists: ['news'], paused: true });
    await db
      .insertInto('alert_unsubscribes')
      .values([
        { email_key: 'gone-1', at: isoAt(clock.now()) },
        { email_key: 'gone-2', at: isoAt(clock.now()) },
      ])
      .execute();

    const now = clock.now();
    await addItem(db, noticeKey, now - 60_000);
    await addItem(db, newsKey, now);
    await addMail(db, alice.id, noticeKey, { status: 'queued', at: now });
    await addMail(db, bob.id, noticeKey, { status: 'queued', at: now + 30_000, error: '451 4.3.0 Try again later' });
    await addMail(db, carol.id, noticeKey, { status: 'sent', at: now - 30_000 });
    for (const who of [alice, bob]) {
      await addMail(db, who.id, noticeKey, { status: 'failed', at: now, error: '550 5.1.1 [address]: no such user' });
    }
    await addMail(db, carol.id, noticeKey, { status: 'failed', at: now, error: 'gave up: ECONNREFUSED' });
    await addMail(db, carol.id, newsKey, { status: 'queued', at: now });
  });
  afterAll(async () => {
    await t?.cleanup();
    await peer.stop();
  });
  beforeEach(() => {
    peer.received.length = 0;
    peer.refusedRecipients.clear();
  });

  const get = async <T>(path: string, who: Enrolled = ir, lang: 'zh' | 'en' = 'en'): Promise<T> => {
    const res = await t.app.inject({
      method: 'GET',
      url: path,
      headers: {
        lang,
        origin: 'http://localhost:8080',
        cookie: `muyuan-admin=${who.cookie}`,
        'sec-fetch-dest': 'empty',
        'sec-fetch-mode': 'cors',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoAddress(res.body);
    return res.json().data as T;
  };
  const items = async () => (await get<AlertItems>(ADMIN_PATHS.alertItems)).items;
  const item = async (key: string) => (await items()).find((i) => i.key === key) ?? expect.unreachable();
  const hold = (key: string, held: boolean, who: Enrolled = ir) =>
    call(t.app, 'POST', withParams(held ? ADMIN_PATHS.alertItemHold : ADMIN_PATHS.alertItemRelease, { key }), {
      cookie: who.cookie,
    });

  it('refuses staff without the IR (publisher) or admin role, and lets only an admin erase', async () => {
    const paths = [
      ['GET', ADMIN_PATHS.alertSummary],
      ['GET', ADMIN_PATHS.alertItems],
      ['POST', withParams(ADMIN_PATHS.alertItemHold, { key: noticeKey })],
      ['POST', withParams(ADMIN_PATHS.alertItemRelease, { key: noticeKey })],
      ['POST', ADMIN_PATHS.alertTestMail],
      ['POST', ADMIN_PATHS.alertErase],
    ] as const;
    for (const [method, path] of paths) {
      const res = await call(t.app, method, path, { cookie: editor.cookie }, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    const erase = await call(t.app, 'POST', ADMIN_PATHS.alertErase, { cookie: ir.cookie }, { email: 'x@example.org' });
    expect(erase.statusCode).toBe(403);
    expect((await call(t.app, 'GET', ADMIN_PATHS.alertSummary, { cookie: admin.cookie })).statusCode).toBe(200);
    expect(await t.db.selectFrom('alert_items').select('held').where('held', '=', 1).execute()).toEqual([]);
  });

  it('counts confirmed subscribers per list and language, pending, paused and unsubscribed, naming no address', async () => {
    const summary = await get<AlertSummary>(ADMIN_PATHS.alertSummary);
    expect(summary.mail).toMatchObject({
      configured: true,
      from: 'IR <ir@example.com>',
      dkim: false,
      ratePerMin: 6000,
    });
    expect(summary.mail.variables).toContainEqual({ name: 'SMTP_URL', set: true });
    expect(summary.mail.variables).toContainEqual({ name: 'DKIM_DOMAIN', set: false });
    // Alice (zh), Bob (en), Carol (zh), the paused one (en); the pending one is not confirmed.
    expect(summary.confirmed).toEqual({ zh: 2, en: 2 });
    expect(summary.pending).toBe(1);
    expect(summary.paused).toBe(1);
    expect(summary.unsubscribed).toBe(2);
    const list = (id: string) => summary.lists.find((l) => l.id === id)?.confirmed;
    expect(list('news')).toEqual({ zh: 1, en: 2 });
    expect(list('notice:periodic')).toEqual({ zh: 1, en: 0 });
    expect(list('securities-news')).toEqual({ zh: 1, en: 0 });
    expect(list('notice:interim')).toEqual({ zh: 0, en: 0 });
    // A list no longer offered keeps its subscribers, named by its id.
    expect(summary.lists.find((l) => l.id === 'notice:gone-type')).toEqual({
      id: 'notice:gone-type',
      name: 'notice:gone-type',
      confirmed: { zh: 1, en: 0 },
    });
    expect(summary.lists.find((l) => l.id === 'news')?.name).toBe('Company news');
    const zh = await get<AlertSummary>(ADMIN_PATHS.alertSummary, admin, 'zh');
    expect(zh.lists.find((l) => l.id === 'news')?.name).toBe('公司新闻');
  });

  it('lists the latest items with their titles, sends by status, grouped reasons and when they go', async () => {
    // An item the fan-out only recorded as known (published before alerts ran) is not an alert.
    await t.db
      .insertInto('alert_items')
      .values({
        item_key: 'notice:known-only',
        kind: 'notice',
        published_at: isoAt(clock.now()),
        queued_at: isoAt(clock.now()),
        queued: 0,
      })
      .execute();
    const list = await get<AlertItems>(ADMIN_PATHS.alertItems);
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.key)).toEqual([newsKey, noticeKey]);
    const first = list.items[1] ?? expect.unreachable();
    expect(first).toMatchObject({
      title: notice.title,
      held: false,
      sends: { queued: 2, sending: 0, sent: 1, failed: 3, held: 0 },
      nextAt: isoAt(clock.now()),
    });
    expect(first.reasons).toEqual([
      { reason: '550 5.1.1 [address]: no such user', count: 2, final: true },
      { reason: '451 4.3.0 Try again later', count: 1, final: false },
      { reason: 'gave up: ECONNREFUSED', count: 1, final: true },
    ]);
    expect(list.items[0]).toMatchObject({ title: news.title, sends: { queued: 1 }, reasons: [] });
  });

  it('holds an item so the sender sends none of its mails, and sends them once released; both audited', async () => {
    const sender = t.app.alertSender ?? expect.unreachable();
    const held = await hold(noticeKey, true);
    expect(held.statusCode, held.body).toBe(200);
    expect((held.json().data as AlertItem).held).toBe(true);
    expect((await item(noticeKey)).held).toBe(true);

    clock.advance(60_000);
    const report = await sender.run();
    // Only the news item's one mail went; the held announcement's two queued mails stayed.
    expect(report).toMatchObject({ sent: 1 });
    expect(peer.received.map((r) => r.to)).toEqual([[expect.stringMatching(/@example\.net$/)]]);
    expect((await item(noticeKey)).sends).toMatchObject({ queued: 2, sent: 1 });
    expect((await item(newsKey)).sends).toMatchObject({ queued: 0, sent: 1 });
    expect(await sender.run()).toMatchObject({ sent: 0 });

    const released = await hold(noticeKey, false);
    expect(released.statusCode, released.body).toBe(200);
    expect(await sender.run()).toMatchObject({ sent: 2 });
    const after = await item(noticeKey);
    expect(after).toMatchObject({ held: false, nextAt: null, sends: { queued: 0, sent: 3, failed: 3 } });
    expect(after.reasons.every((r) => r.final)).toBe(true);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'object', 'detail', 'actor'])
      .where('action', 'in', ['alert_hold', 'alert_release'])
      .orderBy('seq')
      .execute();
    expect(audit).toEqual([
      {
        action: 'alert_hold',
        object: `alert:${noticeKey}`,
        detail: '{"queued":2}',
        actor: expect.stringMatching(/^account:/),
      },
      {
        action: 'alert_release',
        object: `alert:${noticeKey}`,
        detail: '{"queued":2}',
        actor: expect.stringMatching(/^account:/),
      },
    ]);
  });

  it('answers 404 for holding an item no alerts were queued for', async () => {
    const res = await hold('news:no-such-item', true);
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-error-code']).toBe('unknown_alert_item');
  });

  it('sends a test mail to the signed-in person’s own address through the mail server', async () => {
    const res = await call(t.app, 'POST', ADMIN_PATHS.alertTestMail, { cookie: ir.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ outcome: 'sent', reason: null });
    await peer.waitFor(1);
    const { to, mail } = peer.received[0] ?? expect.unreachable();
    expect(to).toEqual([ir.email]);
    expect(mail.subject).toBe('Muyuan Foods investor alerts: a test mail');
    expect(mail.text).toMatch(/Site: http:\/\/\S+/);
    expect(mail.html).toContain('<p>');
  });

  it('answers a refused test mail with the server’s reason, the address blotted out', async () => {
    peer.refusedRecipients.set(admin.email, { code: 550, text: `5.1.1 <${admin.email}>: mailbox unavailable` });
    const res = await call(t.app, 'POST', ADMIN_PATHS.alertTestMail, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as { outcome: string; reason: string };
    expect(answer.outcome).toBe('permanent');
    expect(answer.reason).toMatch(/550/);
    expect(res.body).not.toContain(admin.email);
    expect(peer.received).toEqual([]);
  });

  it('erases an address on request: its row and unsent mails go, counted like an unsubscription; an unknown one is answered the same', async () => {
    const { db } = t;
    const before = await get<AlertSummary>(ADMIN_PATHS.alertSummary);
    const queued = await addMail(db, bob.id, newsKey, { status: 'queued', at: clock.now() + 3_600_000 });
    // Written as the person gave it: the case of its letters does not matter.
    const erase = (email: string) => call(t.app, 'POST', ADMIN_PATHS.alertErase, { cookie: admin.cookie }, { email });
    const known = await erase(` ${bob.email.toUpperCase()} `);
    expect(known.statusCode, known.body).toBe(200);
    const unknown = await erase('nobody-here@example.org');
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.body).toBe(known.body);
    expectNoAddress(known.body);

    expect(await db.selectFrom('alert_subscribers').select('id').where('id', '=', bob.id).execute()).toEqual([]);
    expect(await db.selectFrom('alert_outbox').select('id').where('id', '=', queued).execute()).toEqual([]);
    // Sent and failed mails stay, without the address, for the items' counts.
    expect((await item(noticeKey)).sends.failed).toBe(3);
    const after = await get<AlertSummary>(ADMIN_PATHS.alertSummary);
    expect(after.unsubscribed).toBe(before.unsubscribed + 1);
    expect(after.confirmed).toEqual({ zh: before.confirmed.zh, en: before.confirmed.en - 1 });

    // Both requests are in the audit trail alike: a keyed hash, never the address.
    const audit = await db
      .selectFrom('audit_log')
      .select(['object', 'detail'])
      .where('action', '=', 'alert_erase')
      .orderBy('seq')
      .execute();
    expect(audit).toHaveLength(2);
    for (const row of audit) {
      expect(row.object).toMatch(/^alert-address:[A-Za-z0-9_-]{43}$/);
      expect(row.detail).toBe('{}');
    }
    const trail = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
    expectNoAddress(trail);
    expect(trail).not.toContain('nobody-here@example.org');
  });

  it('refuses an erasure that is not one address', async () => {
    const res = await call(
      t.app,
      'POST',
      ADMIN_PATHS.alertErase,
      { cookie: admin.cookie },
      { email: 'a@b.c\r\nBcc: x@y.z' },
    );
    expect(res.statusCode).toBe(400);
  });

  it('says what to set when no mail server is configured, and sends no test mail', async () => {
    const plain = await createTestApp(dialect, {}, { clock: clock.now });
    try {
      const who = await enrollWithPassword(plain.app, plain.db, clock, ['publisher']);
      const res = await call(plain.app, 'GET', ADMIN_PATHS.alertSummary, { cookie: who.cookie });
      const summary = res.json().data as AlertSummary;
      expect(summary.mail.configured).toBe(false);
      expect(summary.mail.variables.find((v) => v.name === 'SMTP_URL')).toEqual({ name: 'SMTP_URL', set: false });
      expect(summary.confirmed).toEqual({ zh: 0, en: 0 });
      const test = await call(plain.app, 'POST', ADMIN_PATHS.alertTestMail, { cookie: who.cookie }, {});
      expect(test.statusCode).toBe(409);
      expect(test.headers['x-error-code']).toBe('mail_not_configured');
      expect(test.json().msg).toContain('SMTP_URL');
    } finally {
      await plain.cleanup();
    }
  });
});
