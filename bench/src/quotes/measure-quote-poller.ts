import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, openPostgres, openSqlite } from '../../../server/src/db/database.ts';
import { sinaTextFeed } from '../../../server/src/market/feeds/sina-text.ts';
import { QuotePoller } from '../../../server/src/market/quote-poller.ts';
import { prepareDatabase } from '../../../server/src/prepare-database.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { median } from '../lib/median.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { REPO_ROOT } from '../lib/repo-paths.ts';
import { BENCH_DATABASE_URL_VAR, createScratchSchema } from '../lib/scratch-schema.ts';
import { stopChild } from '../lib/stop-child.ts';
import type { QuotePollLine, QuotePollResult } from './quote-poll-results.ts';

/** Polls measured per database (BENCH_QUICK: fewer), after WARM_UP_POLLS unrecorded ones. */
export const QUOTE_POLLS = { full: 200, quick: 50 } as const;
const WARM_UP_POLLS = 20;
/** The production default of QUOTE_POLL_MS: the lease's length follows it, the polls here run back to back. */
const POLL_MS = 15_000;

/** The poller logs only a change of the feed's state; the bench's feed never changes state. */
const silentLog = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** The fake feed in a child process; resolves with its address template. */
async function startFeed() {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'fake-feed-process.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the fake quote feed exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', done);
  });
  return { urlTemplate: firstLine.trim(), stop: () => stopChild(child, 'SIGTERM', 5000) };
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/**
 * One instance's poller on a seeded database, asking the fake feed back to back: what one poll costs
 * the instance holding the lease (QUOTE_POLL_HOURS=always; `sessions` adds one indexed read of the
 * closures). Each poll must store both codes' quotes.
 */
async function measureOn(
  database: QuotePollLine['database'],
  db: Db,
  urlTemplate: string,
  mode: BenchMode,
): Promise<QuotePollLine> {
  await prepareDatabase(db, resolve(REPO_ROOT, 'content'));
  const poller = new QuotePoller({
    db,
    feed: sinaTextFeed({ urlTemplate }),
    log: silentLog,
    clock: () => Date.now(),
    everyMs: POLL_MS,
    hours: 'always',
  });
  const poll = async () => {
    const outcome = await poller.run();
    if (outcome !== 'ok') throw new Error(`a poll on ${database} ended ${outcome}`);
  };
  try {
    for (let i = 0; i < WARM_UP_POLLS; i++) await poll();
    await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
    const polls = mode.quick ? QUOTE_POLLS.quick : QUOTE_POLLS.full;
    const wall: number[] = [];
    const heap: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < polls; i++) {
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      await poll();
      wall.push(performance.now() - started);
      heap.push(process.memoryUsage().heapUsed - heapBefore);
    }
    const cpu = process.cpuUsage(cpuBefore);
    // A poll during which the heap was collected shows a drop: the median is a poll without one.
    const heapPerPoll = median(heap);
    const line: QuotePollLine = {
      database,
      polls,
      wallMs: { median: median(wall), p95: percentile(wall, 95), max: Math.max(...wall) },
      cpuMsPerPoll: (cpu.user + cpu.system) / 1000 / polls,
      heapBytesPerPoll: heapPerPoll > 0 ? heapPerPoll : null,
    };
    console.log(
      `  ${database}: ${polls} polls, median ${line.wallMs.median.toFixed(2)} ms, p95 ${line.wallMs.p95.toFixed(2)} ms, CPU ${line.cpuMsPerPoll.toFixed(2)} ms a poll, heap ${line.heapBytesPerPoll ?? 'n/a'} bytes a poll`,
    );
    return line;
  } finally {
    await poller.stop();
  }
}

/** The poller's cost per poll on SQLite, and on PostgreSQL with BENCH_DATABASE_URL (a scratch schema). */
export async function measureQuotePoller(mode: BenchMode): Promise<QuotePollResult> {
  const feed = await startFeed();
  try {
    const answer = await fetch(feed.urlTemplate.replace('{codes}', 'sz002714,sz127045'));
    const answerBytes = (await answer.arrayBuffer()).byteLength;
    const lines: QuotePollLine[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'muyuan-bench-quotes-'));
    const sqlite = openSqlite(join(dir, 'site.db')).db;
    try {
      lines.push(await measureOn('SQLite', sqlite, feed.urlTemplate, mode));
    } finally {
      await sqlite.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
    const databaseUrl = process.env[BENCH_DATABASE_URL_VAR];
    if (databaseUrl) {
      const scratch = createScratchSchema(databaseUrl);
      const postgres = openPostgres(scratch.url).db;
      try {
        lines.push(await measureOn('PostgreSQL', postgres, feed.urlTemplate, mode));
      } finally {
        await postgres.destroy();
        scratch.drop();
      }
    }
    const command = `${databaseUrl ? `${BENCH_DATABASE_URL_VAR}=<PostgreSQL URL> ` : ''}${mode.quick ? 'BENCH_QUICK=1 ' : ''}npm run bench:quotes -w bench`;
    return { answerBytes, pollMs: POLL_MS, warmUpPolls: WARM_UP_POLLS, lines, command };
  } finally {
    await feed.stop();
  }
}
