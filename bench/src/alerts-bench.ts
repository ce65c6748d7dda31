import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { newsList } from '@muyuan/contract/introduce';
import { SMTPServer } from 'smtp-server';
import { createToken } from '../../server/src/admin/tokens.ts';
import { type Db, openSqlite } from '../../server/src/db/database.ts';
import { LOAD } from './api/load-settings.ts';
import { assertWrkInstalled, describeRun, type MeasuredRun, runWrk } from './api/run-wrk.ts';
import { REPO_ROOT } from './lib/repo-paths.ts';
import { startServer } from './lib/server-process.ts';

/**
 * `npm run bench:alerts -w bench` (issue 41's figure): 10,000 confirmed subscribers of one announcement
 * type (written straight into the server's SQLite database), one announcement published through the
 * console's API, and a local SMTP server (smtp-server) that takes every mail. Two servers, one after the
 * other: at the default MAIL_RATE_PER_MIN=600, the public site's cached p99 under a paced load before
 * publishing and while the mails go (10,000 take 16.7 minutes at that rate: computed, not waited for);
 * at 60000, the same, how long the fan-out took (publish answered → every outbox row written) and how
 * long until every mail was handed to the SMTP server. Prints only; about two minutes. Builds the server
 * first (the bench runs server/dist as `npm run serve` does; `--skip-build` to use the one there).
 */

const SUBSCRIBERS = 10_000;
const RATE_PER_MIN = 60_000;
const DEFAULT_RATE_PER_MIN = 600;
/** Each of the 50 connections waits this long after an answer: an offered load, not wrk's closed loop. */
const PAUSE_MS = 10;
const LOAD_SECONDS = 10;
const SEND_TIMEOUT_MS = 150_000;
const CACHED = { lang: 'zh' as const, path: `${newsList.path}?pageNum=1&pageSize=10` };

function buildServer(): void {
  console.log('Building the server: npm run build -w server');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build -w server failed (exit ${result.status})`);
}

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

interface Phase {
  before: MeasuredRun;
  during: MeasuredRun;
  publishMs: number;
  /** From the publish's answer to the last outbox row written. */
  fanOutMs: number;
  /** From the publish's answer to the first mail, and to the last (null: not waited for). */
  firstMailMs: number;
  allMailsMs: number | null;
  /** Mails the SMTP server had taken when the load during sending ended. */
  mailsDuringLoad: number;
  sent: number;
}

/**
 * One server at `ratePerMin`: the cached p99 before publishing, then an announcement to 10,000 subscribers
 * and the p99 while its mails go; with `waitForAll`, until the SMTP server has every mail.
 */
async function phase(ratePerMin: number, waitForAll: boolean): Promise<Phase> {
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
    await load(2);
    const before = await load(LOAD_SECONDS);
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
    const during = load(LOAD_SECONDS).then((run) => ({ run, mails: peer.arrivals.length - mailsBefore }));
    let allAt: number | null = null;
    if (waitForAll) {
      await waitFor('every mail', () => peer.arrivals.length >= SUBSCRIBERS, SEND_TIMEOUT_MS);
      allAt = performance.now();
    }
    const measured = await during;
    return {
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  assertWrkInstalled();
  if (!process.argv.includes('--skip-build')) buildServer();
  console.log(
    `cached ${CACHED.path} (zh), ${LOAD.connections} connections each pausing ${PAUSE_MS} ms after an answer, ${LOAD_SECONDS} s a line; SQLite`,
  );
  const atDefault = await phase(DEFAULT_RATE_PER_MIN, false);
  console.log(`MAIL_RATE_PER_MIN=${DEFAULT_RATE_PER_MIN} (the default):`);
  console.log(`  before the mails: ${describeRun(atDefault.before)}`);
  console.log(`  while sending:    ${describeRun(atDefault.during)}`);
  console.log(
    `  fan-out ${seconds(atDefault.fanOutMs)} after the publish answered (${atDefault.publishMs.toFixed(0)} ms); ` +
      `${atDefault.mailsDuringLoad} mails taken by the SMTP server during the ${LOAD_SECONDS} s line; ` +
      `${SUBSCRIBERS} take ${(SUBSCRIBERS / DEFAULT_RATE_PER_MIN).toFixed(1)} minutes at this rate (by computation)`,
  );
  const fast = await phase(RATE_PER_MIN, true);
  const all = fast.allMailsMs ?? 0;
  console.log(`MAIL_RATE_PER_MIN=${RATE_PER_MIN}:`);
  console.log(`  before the mails: ${describeRun(fast.before)}`);
  console.log(`  while sending:    ${describeRun(fast.during)}`);
  console.log(
    `  fan-out: ${SUBSCRIBERS} outbox rows ${seconds(fast.fanOutMs)} after the publish answered (${fast.publishMs.toFixed(0)} ms); ` +
      `first mail after ${seconds(fast.firstMailMs)}, all ${SUBSCRIBERS} handed to the SMTP server after ${seconds(all)} ` +
      `(${Math.round((SUBSCRIBERS / (all - fast.firstMailMs)) * 60_000)} a minute); ${fast.sent} recorded sent`,
  );
  console.log(
    `cached p99: ${atDefault.before.latencyP99Ms.toFixed(2)} ms before, ${atDefault.during.latencyP99Ms.toFixed(2)} ms while sending at ${DEFAULT_RATE_PER_MIN}/min; ` +
      `${fast.before.latencyP99Ms.toFixed(2)} ms before, ${fast.during.latencyP99Ms.toFixed(2)} ms while sending at ${RATE_PER_MIN}/min`,
  );
}

await main();
