import { generateKeyPairSync } from 'node:crypto';
import { ALERT_PATHS } from '@muyuan/contract/alerts-paths';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertKey } from '../src/alerts/alert-key.ts';
import { RETRY_FIRST_MS } from '../src/alerts/send-rate.ts';
import type { AlertSender } from '../src/alerts/sender.ts';
import { CLAIM_MS, PAUSE_FIRST_MS } from '../src/alerts/sender.ts';
import { checkConfirmToken, checkManageToken } from '../src/alerts/tokens.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  addSubscriber,
  type MovableClock,
  movableClock,
  outboxRow,
  queueMail,
  SITE,
  senderFor,
} from './helpers/alert-outbox.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { SmtpPeer } from './helpers/smtp-peer.ts';

/** The outbox sender against a real SMTP server (smtp-server), on every database the product supports. */
describe.each(databases())('the alert sender (%s)', (dialect) => {
  let database: TestDatabase;
  const peer = new SmtpPeer();
  let clock: MovableClock;
  let sender: AlertSender;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    await peer.start();
  });
  afterAll(async () => {
    await peer.stop();
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('alert_outbox').execute();
    peer.received.length = 0;
    peer.answers.length = 0;
    peer.recipientsAsked.length = 0;
    peer.refusedRecipients.clear();
    clock = movableClock();
    sender = senderFor(database.db, peer, { clock });
  });
  afterEach(async () => {
    await sender.stop();
  });

  it('delivers a queued confirmation once, with its headers, both parts and a link that confirms', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db, { status: 'pending' });
    const id = await queueMail(db, subscriber.id, { kind: 'confirm' });
    expect(await sender.run()).toMatchObject({ standby: false, sent: 1, temporary: 0, permanent: 0 });
    expect(await sender.run()).toMatchObject({ sent: 0 });
    expect(peer.received).toHaveLength(1);
    const { mail, to } = peer.received[0] ?? expect.unreachable();
    expect(to).toEqual([subscriber.email]);
    expect(mail.from?.value).toEqual([{ address: 'ir-alerts@example.com', name: '牧原股份' }]);
    expect(mail.subject).toBe('请确认订阅牧原股份投资者邮件提醒');
    expect(mail.messageId).toBe(`<${id}@example.com>`);
    // As the mail client sees them (mailparser folds the List-* headers into an object of its own).
    const header = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)
        ?.line.slice(name.length + 1)
        .trim() ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const rawHeader = /^<(https:[^>]+)>$/.exec(header('list-unsubscribe'))?.[1];
    const oneClick = new URL(rawHeader ?? '');
    expect(oneClick.origin).toBe(SITE);
    expect(oneClick.pathname).toBe(ALERT_PATHS.unsubscribe);
    const key = await alertKey(db);
    expect(checkManageToken(key, oneClick.searchParams.get('token') ?? '')).toBe(subscriber.id);
    // The plain-text part and the HTML part carry the same confirmation link, and it confirms.
    const link = /https:\/\/\S+confirm=\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    const token = new URL(link).searchParams.get('confirm') ?? '';
    expect(checkConfirmToken(key, token, subscriber.confirmationSentAt, clock())).toBe('valid');
    const row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBe(new Date(clock()).toISOString());
  });

  it('tries again after a 451 and delivers once, counting both tries', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const id = await queueMail(db, subscriber.id);
    peer.answers.push({ code: 451, text: 'Try again later' });
    expect(await sender.run()).toMatchObject({ sent: 0, temporary: 1 });
    let row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/451/);
    expect(row.next_attempt_at).toBe(new Date(clock() + RETRY_FIRST_MS).toISOString());
    // Not due before its time.
    clock.advance(RETRY_FIRST_MS - 1000);
    expect(await sender.run()).toMatchObject({ sent: 0, temporary: 0 });
    clock.advance(1000);
    expect(await sender.run()).toMatchObject({ sent: 1 });
    row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(peer.messageIds()).toEqual([`<${id}@example.com>`]);
  });

  it('delivers every mail once after the mail server refused connections and came back', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const ids = [
      await queueMail(db, subscriber.id),
      await queueMail(db, subscriber.id),
      await queueMail(db, subscriber.id),
    ];
    await peer.stop();
    try {
      expect(await sender.run()).toMatchObject({ sent: 0, temporary: 3 });
      const failed = await outboxRow(db, ids[0] ?? '');
      expect(failed.last_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      // Still down a minute later: the second wait is twice the first.
      clock.advance(RETRY_FIRST_MS);
      expect(await sender.run()).toMatchObject({ sent: 0, temporary: 3 });
      expect((await outboxRow(db, ids[0] ?? '')).next_attempt_at).toBe(
        new Date(clock() + 2 * RETRY_FIRST_MS).toISOString(),
      );
    } finally {
      await peer.start();
    }
    clock.advance(2 * RETRY_FIRST_MS);
    expect(await sender.run()).toMatchObject({ sent: 3 });
    expect(peer.messageIds().sort()).toEqual(ids.map((id) => `<${id}@example.com>`).sort());
    for (const id of ids) expect(await outboxRow(db, id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('stops trying while the mail server is down, so the rest of the queue waits no longer than the outage', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await queueMail(db, subscriber.id, { itemKey: `news:n-${i}` }));
    await peer.stop();
    let refused: number;
    try {
      const first = await sender.run();
      refused = first.temporary;
      // At most one try per connection of the pool before the tick stops; then a pause with no tries at all.
      expect(refused).toBeGreaterThan(0);
      expect(refused).toBeLessThanOrEqual(4);
      clock.advance(PAUSE_FIRST_MS - 1);
      expect(await sender.run()).toMatchObject({ sent: 0, temporary: 0 });
    } finally {
      await peer.start();
    }
    clock.advance(1);
    expect(await sender.run()).toMatchObject({ sent: 20 - refused, temporary: 0 });
    clock.advance(RETRY_FIRST_MS);
    expect(await sender.run()).toMatchObject({ sent: refused });
    expect(peer.messageIds().sort()).toEqual(ids.map((id) => `<${id}@example.com>`).sort());
  });

  it('records a 550 as failed, pauses the address at the third and sends it nothing more', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const other = await addSubscriber(db);
    peer.refusedRecipients.set(subscriber.email, { code: 550, text: `No such mailbox <${subscriber.email}>` });
    for (let i = 0; i < 3; i++) {
      const id = await queueMail(db, subscriber.id, { itemKey: `news:n-${i}` });
      expect(await sender.run()).toMatchObject({ permanent: 1 });
      const row = await outboxRow(db, id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.last_error).toMatch(/550/);
      // The server quoted the address; the reason kept (and shown in the console) does not.
      expect(row.last_error).toContain('[address]');
      expect(row.last_error).not.toContain('@');
    }
    const stored = await db
      .selectFrom('alert_subscribers')
      .selectAll()
      .where('id', '=', subscriber.id)
      .executeTakeFirst();
    expect(stored).toMatchObject({ permanent_failures: 3, paused: 1 });
    const later = await queueMail(db, subscriber.id, { itemKey: 'news:n-4' });
    const toOther = await queueMail(db, other.id, { itemKey: 'news:n-4' });
    clock.advance(3_600_000);
    expect(await sender.run()).toMatchObject({ sent: 1, permanent: 0 });
    expect(peer.recipientsAsked.filter((address) => address === subscriber.email)).toHaveLength(3);
    expect(await outboxRow(db, later)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await outboxRow(db, toOther)).toMatchObject({ status: 'sent' });
  });

  it('retries a refused login (535) without counting it against the address', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const id = await queueMail(db, subscriber.id);
    await sender.stop();
    sender = senderFor(db, peer, { clock, settings: { smtpUrl: `smtp://alerts:wrong@127.0.0.1:${peer.port}` } });
    peer.refuseLogins = true;
    try {
      expect(await sender.run()).toMatchObject({ sent: 0, temporary: 1, permanent: 0 });
    } finally {
      peer.refuseLogins = false;
    }
    const row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/EAUTH.*535/);
    const stored = await db
      .selectFrom('alert_subscribers')
      .selectAll()
      .where('id', '=', subscriber.id)
      .executeTakeFirst();
    expect(stored).toMatchObject({ permanent_failures: 0, paused: 0 });
    clock.advance(RETRY_FIRST_MS);
    expect(await sender.run()).toMatchObject({ sent: 1 });
  });

  it('records a mail to an address that left as failed, unsent', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const id = await queueMail(db, subscriber.id);
    await db.deleteFrom('alert_subscribers').where('id', '=', subscriber.id).execute();
    expect(await sender.run()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await outboxRow(db, id)).toMatchObject({ status: 'failed', last_error: 'unsubscribed', attempts: 0 });
    expect(peer.recipientsAsked).toEqual([]);
  });

  it('holds an item’s alerts while the console holds it, and sends them once it is let go', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const at = new Date(clock()).toISOString();
    await db
      .insertInto('alert_items')
      .values({ item_key: 'news:held', kind: 'news', published_at: at, held: 1, queued_at: at })
      .execute();
    const id = await queueMail(db, subscriber.id, { itemKey: 'news:held' });
    expect(await sender.run()).toMatchObject({ sent: 0 });
    expect(await outboxRow(db, id)).toMatchObject({ status: 'queued' });
    await db.updateTable('alert_items').set({ held: 0 }).where('item_key', '=', 'news:held').execute();
    expect(await sender.run()).toMatchObject({ sent: 1 });
    expect(peer.messageIds()).toEqual([`<${id}@example.com>`]);
  });

  it('queues again a row a stopped sender left sending, once its claim has run out', async () => {
    const { db } = database;
    const subscriber = await addSubscriber(db);
    const id = await queueMail(db, subscriber.id);
    await db
      .updateTable('alert_outbox')
      .set({ status: 'sending', next_attempt_at: new Date(clock() + CLAIM_MS).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await sender.run()).toMatchObject({ sent: 0 });
    clock.advance(CLAIM_MS + 1);
    expect(await sender.run()).toMatchObject({ sent: 1 });
    expect(peer.messageIds()).toEqual([`<${id}@example.com>`]);
  });
});

describe('DKIM signing of alert mail', () => {
  let database: TestDatabase;
  const peer = new SmtpPeer();

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db);
    await peer.start();
  });
  afterAll(async () => {
    await peer.stop();
    await database?.cleanup();
  });

  it('signs with the configured domain and selector when all three are set', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const sender = senderFor(database.db, peer, {
      settings: {
        dkim: {
          domainName: 'example.com',
          keySelector: 'alerts2026',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      },
    });
    try {
      const subscriber = await addSubscriber(database.db, { lang: 'en' });
      await queueMail(database.db, subscriber.id);
      expect(await sender.run()).toMatchObject({ sent: 1 });
    } finally {
      await sender.stop();
    }
    const { mail } = peer.received[0] ?? expect.unreachable();
    const signature = mail.headerLines.find((h) => h.key === 'dkim-signature')?.line.replace(/\s+/g, '') ?? '';
    expect(signature).toMatch(/[;:]d=example\.com;/);
    expect(signature).toMatch(/;s=alerts2026;/);
    expect(signature).toMatch(/;h=[^;]*from[^;]*;/i);
    expect(signature).toMatch(/;b=[A-Za-z0-9+/=]{300,}/);
    expect(mail.subject).toBe('Muyuan Foods has published something new');
  });
});
