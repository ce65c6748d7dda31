import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { isoAt } from '../../src/admin/clock.ts';
import type { MailSettings } from '../../src/alerts/mail-config.ts';
import { type MailerTimeouts, smtpMailer } from '../../src/alerts/mailer.ts';
import { AlertSender } from '../../src/alerts/sender.ts';
import type { Db } from '../../src/db/database.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/**
 * Subscribers and outbox rows written straight into the database (what the subscription service and the
 * fan-out on publish write), and a sender wired to a test's SMTP peer with a clock the test moves.
 */

export const SITE = 'https://www.example.com';
export const START = Date.parse('2026-12-03T09:00:00.000Z');

export interface MovableClock {
  (): number;
  advance(ms: number): void;
}

export function movableClock(start = START): MovableClock {
  let now = start;
  const advance = (ms: number): void => {
    now += ms;
  };
  return Object.assign(() => now, { advance });
}

export interface SubscriberFixture {
  id: string;
  email: string;
  confirmationSentAt: string | null;
}

let serial = 0;

export async function addSubscriber(
  db: Db,
  options: { status?: 'pending' | 'confirmed'; lang?: 'zh' | 'en'; at?: number } = {},
): Promise<SubscriberFixture> {
  const id = randomUUID();
  const email = `investor${++serial}-${id.slice(0, 8)}@example.net`;
  const at = isoAt(options.at ?? START);
  const pending = (options.status ?? 'confirmed') === 'pending';
  await db
    .insertInto('alert_subscribers')
    .values({
      id,
      email,
      email_key: `key-${id}`,
      lang: options.lang ?? 'zh',
      lists: JSON.stringify(['news']),
      status: pending ? 'pending' : 'confirmed',
      consent_version: '2026-11-29',
      consented_at: pending ? null : at,
      confirmation_sent_at: pending ? at : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, email, confirmationSentAt: pending ? at : null };
}

/** One outbox row, queued and due at `at` (created then too); its id. */
export async function queueMail(
  db: Db,
  subscriberId: string,
  options: { kind?: 'confirm' | 'alert'; itemKey?: string; at?: number } = {},
): Promise<string> {
  const id = randomUUID();
  const kind = options.kind ?? 'alert';
  const itemKey = kind === 'alert' ? (options.itemKey ?? 'news:n-1') : null;
  const at = isoAt(options.at ?? START);
  await db
    .insertInto('alert_outbox')
    .values({
      id,
      dedupe_key: `${kind}:${subscriberId}:${itemKey ?? at}:${id}`,
      kind,
      subscriber_id: subscriberId,
      item_key: itemKey,
      status: 'queued',
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
  return id;
}

export function outboxRow(db: Db, id: string) {
  return db.selectFrom('alert_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function mailSettingsFor(peer: SmtpPeer, over: Partial<MailSettings> = {}): MailSettings {
  return {
    smtpUrl: peer.url,
    from: '牧原股份 <ir-alerts@example.com>',
    messageIdDomain: 'example.com',
    ratePerMin: 6000,
    ...over,
  };
}

/** Short timeouts: a refused or silent peer is noticed at once. */
const TEST_TIMEOUTS: MailerTimeouts = { connectionMs: 2000, greetingMs: 2000, socketMs: 5000 };

export const quietLog: FastifyBaseLogger = Fastify({ logger: false }).log;

export function senderFor(
  db: Db,
  peer: SmtpPeer,
  options: { clock?: () => number; settings?: Partial<MailSettings>; everyMs?: number } = {},
): AlertSender {
  const settings = mailSettingsFor(peer, options.settings);
  return new AlertSender({
    db,
    mailer: smtpMailer(settings, TEST_TIMEOUTS),
    log: quietLog,
    clock: options.clock ?? movableClock(),
    siteOrigin: () => SITE,
    ratePerMin: settings.ratePerMin,
    ...(options.everyMs ? { everyMs: options.everyMs } : {}),
  });
}
