import type { FastifyBaseLogger } from 'fastify';
import { type Clock, isoAt } from '../admin/clock.ts';
import { newId } from '../admin/secrets.ts';
import type { Db } from '../db/database.ts';
import type { SiteOrigin } from '../http/site-origin.ts';
import { holdLease, releaseLease } from '../ops/lease.ts';
import { alertKey } from './alert-key.ts';
import { alertSends } from './alert-metrics.ts';
import { AlertFanOut } from './fan-out.ts';
import { reasonNotToSend, renderOutboxMail } from './mail-render.ts';
import type { Mailer, SendOutcome } from './mailer.ts';
import { EvenTurns, RateBucket, retryDelay } from './send-rate.ts';
import * as outbox from './sender-repository.ts';

/** The lease naming the one instance that sends alert mail. */
export const MAIL_LEASE = 'alert-mail';
/** How often the sender looks for due mail (a constant: the rate, not this, sets the pace). */
export const SEND_EVERY_MS = 1000;
/**
 * How long a row taken for sending stays taken: past this, a holder that died between taking and
 * recording it has its row put back (longer than the mailer's timeouts together, so a slow answer is
 * never mistaken for a dead holder).
 */
export const CLAIM_MS = 60_000;
/** Outlives many missed ticks and a slow mail server's answer before another instance takes over. */
const LEASE_TTL_MS = 30_000;
/** Mails sent side by side: the mailer's pooled connections. */
const WORKERS = 4;
/**
 * The share of a tick its mails are spread over (see EvenTurns): less than the whole, so a tick ends
 * before the next one is due and is not joined and lost.
 */
const SPREAD = 0.75;
/** The most one tick takes on, whatever the rate allows. */
const MAX_BATCH = 500;
/**
 * After a tick whose every try was refused for now (the server down, or turning everyone away), the sender
 * waits this long before trying again, doubling up to PAUSE_MAX_MS: a mail server down for a minute
 * costs a few rows a retry, not the whole queue an hour's wait.
 */
export const PAUSE_FIRST_MS = 5000;
const PAUSE_MAX_MS = 60_000;

export interface AlertSenderOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: Clock;
  siteOrigin: SiteOrigin;
  ratePerMin: number;
  /** Tests tick faster. */
  everyMs?: number;
  /** How long an item's alerts wait after its publication is noticed (ALERT_HOLD_MINUTES); default DEFAULT_HOLD_MS. */
  holdMs?: number;
}

/** ALERT_HOLD_MINUTES' default, 10 minutes. */
export const DEFAULT_HOLD_MS = 10 * 60_000;

export interface TickReport {
  /** Another instance holds the lease: nothing was done. */
  standby: boolean;
  sent: number;
  temporary: number;
  permanent: number;
  /** Rows not sent after all (the subscriber left, a confirmation no longer pending). */
  skipped: number;
}

type RowOutcome = 'sent' | 'temporary' | 'permanent' | 'skipped' | 'taken';

/**
 * Sends the outbox on one instance of several (the lease), at most MAIL_RATE_PER_MIN a minute, oldest
 * first. A row is taken by one conditional update (queued → sending), so two senders can never both take
 * it; then it is sent and recorded as sent, queued again later (a temporary refusal), or failed (a
 * permanent one, counted against the address, which is paused at the third).
 *
 * Delivery is at least once, not more: a holder killed after the mail server's 250 and before its own
 * update leaves the row `sending`; once its claim runs out the row is sent again. Both copies carry the
 * same Message-ID (the row's id), so the receiving side can tell the second for a duplicate.
 */
export class AlertSender {
  readonly holder = `instance:${newId()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<TickReport> | null = null;
  private readonly bucket: RateBucket;
  /** The mail server's state as last logged. */
  private answering = true;
  /** No tries before this time (ms), and how long the last such wait was. */
  private pausedUntil = 0;
  private pauseMs = 0;
  /** Publishing's alerts into the outbox (fan-out.ts), run by the lease holder before it sends. */
  readonly fanOut: AlertFanOut;

  constructor(private readonly options: AlertSenderOptions) {
    this.bucket = new RateBucket(options.ratePerMin, options.clock());
    const { db, clock, log } = options;
    this.fanOut = new AlertFanOut({ db, clock, log, holdMs: options.holdMs ?? DEFAULT_HOLD_MS });
  }

  /** One tick (a tick under way is joined). */
  run(): Promise<TickReport> {
    this.running ??= this.tick().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async tick(): Promise<TickReport> {
    const { db, clock, log } = this.options;
    const report: TickReport = { standby: false, sent: 0, temporary: 0, permanent: 0, skipped: 0 };
    const now = clock();
    if (!(await holdLease(db, MAIL_LEASE, this.holder, now, LEASE_TTL_MS))) return { ...report, standby: true };
    const abandoned = await outbox.putBackAbandoned(db, now);
    if (abandoned > 0) log.warn({ rows: abandoned }, 'alert mail: rows left sending by a stopped sender queued again');
    // A fan-out that fails (the database busy) is tried again next tick; what is queued already still goes.
    await this.fanOut
      .run()
      .catch((err: unknown) => log.warn({ err }, 'alerts: queuing the alerts of published items failed'));
    if (now < this.pausedUntil) return report;
    const allowed = Math.min(this.bucket.available(now), MAX_BATCH);
    if (allowed === 0) return report;
    const due = await outbox.dueRows(db, now, allowed);
    const queue = [...due];
    const turns = new EvenTurns(this.options.ratePerMin, (this.options.everyMs ?? SEND_EVERY_MS) * SPREAD, due.length);
    const work = async () => {
      // A refusal for now stops the tick: the rows not yet taken stay due as they were.
      for (let row = queue.shift(); row && report.temporary === 0; row = queue.shift()) {
        await turns.next();
        const outcome = await this.deliver(row);
        if (outcome === 'taken') continue;
        report[outcome]++;
        alertSends.inc({ outcome });
      }
    };
    await Promise.all(Array.from({ length: Math.min(WORKERS, due.length) }, work));
    this.bucket.take(report.sent + report.temporary + report.permanent);
    this.pauseAfter(report, now);
    return report;
  }

  /** Waits a while after a tick of nothing but refusals for now; any mail taken ends the wait. */
  private pauseAfter(report: TickReport, now: number): void {
    if (report.temporary === 0 || report.sent + report.permanent > 0) {
      this.pauseMs = 0;
      return;
    }
    this.pauseMs = Math.min(Math.max(this.pauseMs * 2, PAUSE_FIRST_MS), PAUSE_MAX_MS);
    this.pausedUntil = now + this.pauseMs;
  }

  /** Takes one row, sends it and records what came of it; 'taken' when another sender had it first. */
  private async deliver(row: outbox.OutboxRow): Promise<RowOutcome> {
    const { db, clock, mailer } = this.options;
    if (!(await outbox.take(db, row.id, clock() + CLAIM_MS))) return 'taken';
    const subscriber = await outbox.subscriberOf(db, row.subscriber_id);
    const skip = reasonNotToSend(row, subscriber);
    if (skip !== null || !subscriber) {
      await outbox.markFailed(db, row.id, skip ?? 'unsubscribed', isoAt(clock()), false);
      return 'skipped';
    }
    let mail: Awaited<ReturnType<typeof renderOutboxMail>>;
    try {
      mail = await renderOutboxMail(row, subscriber, {
        db,
        siteOrigin: this.options.siteOrigin,
        key: await alertKey(db),
      });
    } catch (err) {
      // A mail that cannot be written is a bug, not the server's or the address's: on record, not retried forever.
      this.options.log.error({ err, outbox: row.id }, 'alert mail could not be rendered');
      await outbox.markFailed(db, row.id, 'could not be rendered', isoAt(clock()), false);
      return 'skipped';
    }
    const result = await mailer.send({ id: row.id, to: subscriber.email, ...mail });
    await this.record(row, subscriber.id, result);
    return result.outcome;
  }

  private async record(row: outbox.OutboxRow, subscriberId: string, result: SendOutcome): Promise<void> {
    const { db, clock, log } = this.options;
    const now = clock();
    this.report(result);
    if (result.outcome === 'sent') return outbox.markSent(db, row.id, isoAt(now));
    if (result.outcome === 'permanent') {
      await outbox.markFailed(db, row.id, result.reason, isoAt(now), true);
      if (await outbox.countPermanentFailure(db, subscriberId, isoAt(now))) {
        log.warn({ subscriber: subscriberId }, 'alert mail: address paused after repeated permanent failures');
      }
      return;
    }
    const delay = retryDelay(row.attempts + 1);
    if (delay === null) return outbox.markFailed(db, row.id, `gave up: ${result.reason}`, isoAt(now), true);
    await outbox.retryLater(db, row.id, result.reason, isoAt(now + delay));
  }

  /** One line per change of the mail server's state, and one per permanent refusal (never the address). */
  private report(result: SendOutcome): void {
    const { log } = this.options;
    if (result.outcome === 'permanent') log.warn({ reason: result.reason }, 'alert mail refused for good');
    const answering = result.outcome !== 'temporary';
    if (answering === this.answering) return;
    this.answering = answering;
    if (answering) log.info('alert mail: the mail server takes mail again');
    else log.warn({ reason: result.reason }, 'alert mail: the mail server refuses for now; retrying later');
  }

  start(): void {
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => this.options.log.warn({ err }, 'alert mail sending failed'));
    }, this.options.everyMs ?? SEND_EVERY_MS);
    // Never keeps a finished process (tests, CLI) alive.
    this.timer.unref();
  }

  /** Stops sending, closes the mail connections and gives the lease up, so another instance takes over at once. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => null);
    this.options.mailer.close();
    await releaseLease(this.options.db, MAIL_LEASE, this.holder).catch(() => undefined);
  }
}
