import type { FastifyBaseLogger } from 'fastify';
import { type Clock, isoAt } from '../admin/clock.ts';
import { newId } from '../admin/secrets.ts';
import type { Db } from '../db/database.ts';
import { holdLease, releaseLease } from '../ops/lease.ts';
import { closingBar } from './closing-bar.ts';
import { FEED_TIMEOUT_MS } from './feeds/sina-text.ts';
import { writeDailyBar } from './history/daily-bar.ts';
import { isClosure, ownNames, saveLiveQuote } from './live-quote-store.ts';
import { markGoodQuote, quotePolls } from './market-metrics.ts';
import { rejection } from './quote-check.ts';
import { FeedError, type FeedQuote, type QuoteFeed } from './quote-feed.ts';
import { beijingMoment, isPollingTime } from './trading-sessions.ts';

/** The lease naming the one instance that asks the feed. */
export const QUOTE_LEASE = 'market-quotes';

/** What one tick did: asked nothing (another instance holds the lease, or the market is shut), or a poll's outcome. */
export type PollOutcome = 'standby' | 'outside-hours' | 'ok' | 'rejected' | 'garbage' | 'timeout' | 'unreachable';

export interface QuotePollerOptions {
  db: Db;
  feed: QuoteFeed;
  log: FastifyBaseLogger;
  clock: Clock;
  everyMs: number;
  hours: 'sessions' | 'always';
  /** Hears that a closing quote changed the price history (the content version moved on). */
  onHistoryChanged?: () => Promise<unknown>;
}

/**
 * Asks the feed every `everyMs` on one instance of several (the lease) and stores each code's quote
 * that passes the checks (quote-check.ts); a failed or refused answer stores nothing, so the last good
 * quote stays with its time. The feed's state is logged when it changes, not on every poll: starting
 * from ok, ok → timeout → ok is two lines.
 */
export class QuotePoller {
  readonly holder = `instance:${newId()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<PollOutcome> | null = null;
  /** The last poll's outcome as logged. */
  private state: PollOutcome = 'ok';

  constructor(private readonly options: QuotePollerOptions) {}

  /** One tick (a tick under way is joined). */
  run(): Promise<PollOutcome> {
    this.running ??= this.tick().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async tick(): Promise<PollOutcome> {
    const { db, clock, everyMs, hours } = this.options;
    const now = clock();
    if (hours === 'sessions') {
      const today = beijingMoment(now).date;
      const closures = (await isClosure(db, today)) ? new Set([today]) : new Set<string>();
      if (!isPollingTime(now, closures)) return 'outside-hours';
    }
    // Outlives three missed polls and a slow feed's answer before another instance takes over.
    if (!(await holdLease(db, QUOTE_LEASE, this.holder, now, everyMs * 3 + FEED_TIMEOUT_MS))) return 'standby';
    const outcome = await this.poll();
    quotePolls.inc({ outcome: outcome.outcome });
    this.report(outcome.outcome, outcome.reason);
    return outcome.outcome;
  }

  private async poll(): Promise<{ outcome: PollOutcome; reason?: string }> {
    const { db, feed, clock } = this.options;
    const names = await ownNames(db);
    if (names.size === 0) return { outcome: 'ok' };
    let quotes: Awaited<ReturnType<QuoteFeed['fetchQuotes']>>;
    try {
      quotes = await feed.fetchQuotes([...names.keys()]);
    } catch (err) {
      if (err instanceof FeedError) return { outcome: err.failure, reason: err.message };
      throw err;
    }
    const refused: string[] = [];
    let stored = 0;
    for (const code of names.keys()) {
      const quote = quotes.find((q) => q.code === code);
      const why = quote ? rejection(quote, names.get(code)) : `${code}: missing from the answer`;
      if (why !== null || !quote) {
        refused.push(why ?? code);
        continue;
      }
      await saveLiveQuote(db, quote, isoAt(clock()));
      stored++;
      await this.recordClose(quote);
    }
    if (stored > 0) markGoodQuote(Date.now());
    return refused.length === 0 ? { outcome: 'ok' } : { outcome: 'rejected', reason: refused.join('; ') };
  }

  /**
   * After the close the day's final quote is its bar in the price history: written on each poll from then
   * (polls until 15:05, or at any hour with QUOTE_POLL_HOURS=always), changing the history only when the
   * feed's figures change. A bar the history refuses is logged and the quote kept.
   */
  private async recordClose(quote: FeedQuote): Promise<void> {
    const bar = closingBar(quote);
    if (!bar) return;
    try {
      if (await writeDailyBar(this.options.db, quote.code, bar, new Date(this.options.clock()))) {
        this.options.log.info({ code: quote.code, date: bar.date }, 'daily bar written from the closing quote');
        await this.options.onHistoryChanged?.();
      }
    } catch (err) {
      this.options.log.warn({ err, code: quote.code }, 'daily bar from the closing quote refused');
    }
  }

  /** One line per change of outcome (a reason that changes within one outcome, as a garbage answer's, is not a new line). */
  private report(outcome: PollOutcome, reason: string | undefined): void {
    if (outcome === this.state) return;
    this.state = outcome;
    if (outcome === 'ok') this.options.log.info('quote feed answering again');
    else this.options.log.warn({ outcome, reason }, 'quote feed: last good quote kept');
  }

  start(): void {
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => this.options.log.warn({ err }, 'quote polling failed'));
    }, this.options.everyMs);
    // Never keeps a finished process (tests, CLI) alive.
    this.timer.unref();
  }

  /** Stops polling and gives the lease up, so another instance takes over at its next tick. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => null);
    await releaseLease(this.options.db, QUOTE_LEASE, this.holder).catch(() => undefined);
  }
}
