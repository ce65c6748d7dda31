import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LEASE } from '../src/alerts/sender.ts';
import { type Db, openPostgres, openSqlite } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { addSubscriber, queueMail, senderFor } from './helpers/alert-outbox.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { SmtpPeer } from './helpers/smtp-peer.ts';

/** The sender on the real clock: its pace, and two instances sharing one database and one mail server. */

/** A second connection to the same database, as another instance has. */
function secondConnection(database: TestDatabase): Db {
  if (database.dialect === 'sqlite') return openSqlite(database.file ?? '').db;
  return openPostgres(process.env.TEST_DATABASE_URL ?? '', { searchPath: database.schema }).db;
}

describe.each(databases())('two alert senders on one database (%s)', (dialect) => {
  let database: TestDatabase;
  let other: Db;
  const peer = new SmtpPeer();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    other = secondConnection(database);
    await peer.start();
  });
  afterAll(async () => {
    await peer.stop();
    await other?.destroy();
    await database?.cleanup();
  });

  it('sends each mail exactly once, the second taking over when the first stops mid-batch', async () => {
    const { db } = database;
    const before = Date.now() - 1000;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const subscriber = await addSubscriber(db, { at: before });
      for (let j = 0; j < 5; j++) ids.push(await queueMail(db, subscriber.id, { itemKey: `news:n-${j}`, at: before }));
    }
    // 600 a minute: ten a tick of a second, ticking every 100 ms here; the batch takes about four seconds.
    const senders = [
      senderFor(db, peer, { clock: Date.now, everyMs: 100, settings: { ratePerMin: 600 } }),
      senderFor(other, peer, { clock: Date.now, everyMs: 100, settings: { ratePerMin: 600 } }),
    ] as const;
    for (const sender of senders) sender.start();
    try {
      await peer.waitFor(15);
      const lease = await db.selectFrom('leases').select('holder').where('name', '=', MAIL_LEASE).executeTakeFirst();
      const holder = senders.find((s) => s.holder === lease?.holder);
      const standby = senders.find((s) => s !== holder);
      expect(holder).toBeDefined();
      await holder?.stop();
      await peer.waitFor(ids.length, 15_000);
      const afterTakeover = await db
        .selectFrom('leases')
        .select('holder')
        .where('name', '=', MAIL_LEASE)
        .executeTakeFirst();
      expect(afterTakeover?.holder).toBe(standby?.holder);
      // Time for a second copy to show up, were one on its way.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      for (const sender of senders) await sender.stop();
    }
    const received = peer.messageIds();
    expect(received).toHaveLength(ids.length);
    expect(new Set(received)).toEqual(new Set(ids.map((id) => `<${id}@example.com>`)));
    const statuses = await db.selectFrom('alert_outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });
});

describe('the pace of alert mail', () => {
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

  it('hands over about one mail a second at MAIL_RATE_PER_MIN=60', async () => {
    const before = Date.now() - 1000;
    const subscriber = await addSubscriber(database.db, { at: before });
    for (let i = 0; i < 4; i++) await queueMail(database.db, subscriber.id, { itemKey: `news:n-${i}`, at: before });
    const sender = senderFor(database.db, peer, { clock: Date.now, everyMs: 50, settings: { ratePerMin: 60 } });
    const started = Date.now();
    sender.start();
    try {
      await peer.waitFor(4, 10_000);
    } finally {
      await sender.stop();
    }
    const times = peer.received.map((r) => r.at);
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    // The first at once, then one a second (a tick of 50 ms either way).
    expect((times[0] ?? 0) - started).toBeLessThan(700);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThan(800);
      expect(gap).toBeLessThan(1600);
    }
  });
});
