import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MS } from '../src/alerts/sender.ts';
import { REPO_ROOT } from '../src/config.ts';
import { type Db, type Dialect, openPostgres, openSqlite } from '../src/db/database.ts';
import { addSubscriber, queueMail, senderFor } from './helpers/alert-outbox.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { SmtpPeer } from './helpers/smtp-peer.ts';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The child server's database setting and the test's own connection to the same database. */
async function databaseFor(dialect: Dialect, dataDir: string) {
  if (dialect === 'sqlite') {
    return { env: {}, open: () => openSqlite(join(dataDir, 'site.db')).db, cleanup: async () => undefined };
  }
  // An empty schema of its own, which the child migrates and seeds as a lone instance does.
  const scratch: TestDatabase = await createTestDatabase('postgres');
  await scratch.db.destroy();
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.searchParams.set('options', `-c search_path=${scratch.schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openPostgres(process.env.TEST_DATABASE_URL as string, { searchPath: scratch.schema }).db,
    cleanup: () => scratch.cleanup(),
  };
}

/**
 * The server as it runs (its own process, the sender started when it listens) killed with SIGKILL in the
 * middle of a batch: another instance sends what is left once the lease and the claims have run out, and
 * no mail is lost. A mail the killed process had handed over but not yet recorded may go twice: at most
 * one per connection in flight, each copy with the same Message-ID.
 */
describe.runIf(process.platform === 'linux').each(databases())(
  'a sending instance killed mid-batch (%s)',
  (dialect) => {
    const peer = new SmtpPeer();
    let dataDir: string;
    let child: ChildProcess;
    let db: Db;
    let cleanupDatabase: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      await peer.start();
      dataDir = mkdtempSync(join(tmpdir(), 'muyuan-alert-kill-'));
      const port = await freePort();
      const database = await databaseFor(dialect, dataDir);
      cleanupDatabase = database.cleanup;
      const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: REPO_ROOT,
        stdio: 'ignore',
        env: {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SITE_URL: 'https://www.example.com',
          SMTP_URL: peer.url,
          MAIL_FROM: 'IR <ir@example.com>',
          MAIL_RATE_PER_MIN: '6000',
          ...database.env,
        },
      });
      const deadline = Date.now() + 60_000;
      while (
        (await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.status,
          () => 0,
        )) !== 200
      ) {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
        if (Date.now() > deadline) throw new Error('the server did not become ready');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      db = database.open();
    }, 90_000);
    afterAll(async () => {
      child?.kill('SIGKILL');
      await db?.destroy();
      await cleanupDatabase();
      await peer.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no mail, and any second copy has the first one’s Message-ID', async () => {
      const before = Date.now() - 1000;
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const subscriber = await addSubscriber(db, { at: before });
        for (let j = 0; j < 5; j++)
          ids.push(await queueMail(db, subscriber.id, { itemKey: `news:k-${j}`, at: before }));
      }
      // A busy mail server: a fifth of a second an answer, so the batch is under way when the process dies.
      peer.answerDelayMs = 200;
      await peer.waitFor(8, 20_000);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      const distinctAtKill = new Set(peer.messageIds()).size;
      expect(distinctAtKill).toBeLessThan(ids.length);

      // Another instance, once the dead one's lease and claims have run out (its clock a claim ahead).
      const sender = senderFor(db, peer, { clock: () => Date.now() + CLAIM_MS + 1000, everyMs: 50 });
      sender.start();
      try {
        await peer.waitForDistinct(ids.length, 20_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        await sender.stop();
      }
      const received = peer.messageIds();
      expect(new Set(received)).toEqual(new Set(ids.map((id) => `<${id}@example.com>`)));
      // At most the mails in flight on the pool's four connections when the process died.
      expect(received.length - ids.length).toBeLessThanOrEqual(4);
      const statuses = await db.selectFrom('alert_outbox').select('status').distinct().execute();
      expect(statuses).toEqual([{ status: 'sent' }]);
    }, 60_000);
  },
);
