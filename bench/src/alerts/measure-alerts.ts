import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { newsList } from '@muyuan/contract/introduce';
import { SMTPServer } from 'smtp-server';
import { createToken } from '../../../server/src/admin/tokens.ts';
import { type Db, openSqlite } from '../../../server/src/db/database.ts';
import { LOAD } from '../api/load-settings.ts';
import { assertWrkInstalled, runWrk } from '../api/run-wrk.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { startServer } from '../lib/server-process.ts';
import type { AlertsPhase, AlertsResult } from './alerts-results.ts';

/**
 * Issue 41's figures (`npm run bench`, or alone `npm run bench:alerts -w bench`): 10,000 confirmed subscribers of one announcement
 * type (written straight into the server's SQLite database), one announcement published through the
 * console's API, and a local SMTP server (smtp-server) that takes every mail. Two servers, one after the
 * other: at the default MAIL_RATE_PER_MIN=600, the public site's cached p99 under a paced load before
 * publishing and while the mails go (10,000 take 16.7 minutes at that rate: computed, not waited for);
 * at 60000, the same, how long the fan-out took (publish answered → every outbox row written) and how
 * long until every mail was handed to the SMTP server. About two minutes; runs server/dist as `npm run serve` does.
 */

const SUBSCRIBERS = 10_000;
const RATE_PER_MIN = 60_000;
const DEFAULT_RATE_PER_MIN = 600;
/** Each of the 50 connections waits this long after an answer: an offered load, not wrk's closed loop. */
const PAUSE_MS = 10;
const SEND_TIMEOUT_MS = 150_000;
const CACHED = { lang: 'zh' as const, path: `${newsList.path}?pageNum=1&pageSize=10` };

/** A mail server that takes every mail at once, counting them and when each arrived. */
async function startSmtpPeer(): Promise<{ port: number; arrivals: number[]; close: () => Promise<void> }> {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, arrivals, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function addSubscribers(db: Db, count: number): Promise<void> {
  const at = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      email: `bench-${i}@example.net`,
      email_key: `bench-key-${id}`,
      lang: i % 3 === 0 ? ('en' as const) : ('zh' as const),
      lists: JSON.stringify(['notice:interim']),
      status: 'confirmed' as const,
      consent_version: '2026-11-29',
      consented_at: at,
      confirmation_sent_at: null,
      created_at: at,
      updated_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('alert_subscribers')
      .values(rows.slice(i, i + 500))
      .execute();
}

const count = async (db: Db, status?: 'sent') => {
  let query = db
    .selectFrom('alert_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'alert');
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/**
 * One server at `ratePerMin`: the cached p99 before publishing, then an announcement to 10,000 subscribers
 * and the p99 while its mails go; with `waitForAll`, until the SMTP server has every mail.
 */
async function phase(ratePerMin: number, waitForAll: boolean, mode: BenchMode): Promise<AlertsPhase> {
  const peer = await startSmtpPeer();
  const server = await startServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      MAIL_FROM: 'IR <ir@example.com>',
      MAIL_RATE_PER_MIN: String(ratePerMin),
      ALERT_HOLD_MINUTES: '0',
      SITE_URL: 'https://www.example.com',
    },
  });
  const { db } = openSqlite(join(dirname(server.logPath), 'site.db'));
  try {
    // The sender's first tick records the seed's items without mail.
    await waitFor(
      'the first fan-out',
      async () =>
        (await db.selectFrom('alert_meta').select('name').where('name', '=', 'baseline').executeTakeFirst()) !==
        undefined,
      30_000,
    );
    await addSubscribers(db, SUBSCRIBERS);
    const token = await createToken(db, Date.now(), { name: 'bench alerts', roles: ['publisher'], createdBy: null });
    const load = (seconds: number) =>
      runWrk({
        ...LOAD,
        baseUrl: server.baseUrl,
        requests: [CACHED],
        pauseMs: PAUSE_MS,
        durationSeconds: seconds,
        serverPids: () => [server.pid],
      });
    await load(mode.warmUpSeconds);
    await waitForQuietMachine(0.3, mode.quietMaxWaitMs);
    const before = await load(mode.wrkSeconds);
    const id = `notice-bench-${Date.now()}`;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const json = {
      id,
      date: today,
      type: 'interim',
      file: '/media/files/notices/2021-q1-report.pdf',
      zh: { title: '关于提醒性能测试的临时公告' },
    };
    const publishedAt = performance.now();
    const res = await fetch(
      `${server.baseUrl}${withParams(ADMIN_PATHS.contentPublish, { collection: 'notices', id })}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.secret}` },
        body: JSON.stringify({ json, baseVersion: null }),
      },
    );
    if (res.status !== 200) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
    const answeredAt = performance.now();
    await waitFor('the fan-out', async () => (await count(db)) >= SUBSCRIBERS, 60_000);
    const queuedAt = performance.now();
    await waitFor('the first mail', () => peer.arrivals.length > 0, 30_000);
    // The load runs while the mails go: from the first mail on (the publish and its fan-out are over by then).
    const mailsBefore = peer.arrivals.length;
    const during = load(mode.wrkSeconds).then((run) => ({ run, mails: peer.arrivals.length - mailsBefore }));
    let allAt: number | null = null;
    if (waitForAll) {
      await waitFor('every mail', () => peer.arrivals.length >= SUBSCRIBERS, SEND_TIMEOUT_MS);
      allAt = performance.now();
    }
    const measured = await during;
    return {
      ratePerMin,
      before,
      during: measured.run,
      publishMs: answeredAt - publishedAt,
      fanOutMs: queuedAt - answeredAt,
      firstMailMs: (peer.arrivals[0] ?? answeredAt) - answeredAt,
      allMailsMs: allAt === null ? null : allAt - answeredAt,
      mailsDuringLoad: measured.mails,
      sent: await count(db, 'sent'),
    };
  } finally {
    await db.destroy();
    await server.stop();
    await peer.close();
  }
}

/** Both phases, one server after the other, on SQLite. */
export async function measureAlerts(mode: BenchMode, command = 'npm run bench:alerts -w bench'): Promise<AlertsResult> {
  assertWrkInstalled();
  const atDefault = await phase(DEFAULT_RATE_PER_MIN, false, mode);
  const fast = await phase(RATE_PER_MIN, true, mode);
  return {
    subscribers: SUBSCRIBERS,
    path: CACHED.path,
    connections: LOAD.connections,
    pauseMs: PAUSE_MS,
    loadSeconds: mode.wrkSeconds,
    atDefault,
    fast,
    command,
  };
}
