import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../admin/secrets.ts';
import { holdLease, releaseLease } from '../ops/lease.ts';
import type { EditorialContext } from './context.ts';
import { type DueRun, publishDue } from './scheduling.ts';

/** The lease naming the one instance that publishes scheduled content. */
export const SCHEDULE_LEASE = 'content-schedules';
/** A lease outlives three missed runs: then the holder is taken to be gone. */
const LEASE_RUNS = 3;

/**
 * Publishes scheduled content on one instance of several: every `everyMs` each instance asks for the
 * lease, and the one holding it publishes what is due. A schedule is due from its minute on, so one
 * set while no instance ran (a restart, a deploy) is published at the next run; if the holder stops,
 * another takes the lease within LEASE_RUNS runs (with 10 s runs, a publish is at most 40 s late).
 */
export class Scheduler {
  /** This instance, as the lease names it. */
  readonly holder = `instance:${newId()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DueRun | null> | null = null;

  constructor(
    private readonly ctx: EditorialContext,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs: number,
  ) {}

  /** One run: null when another instance holds the lease, else what was published (a run under way is joined). */
  run(): Promise<DueRun | null> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce(): Promise<DueRun | null> {
    const { db, clock } = this.ctx;
    if (!(await holdLease(db, SCHEDULE_LEASE, this.holder, clock(), this.everyMs * LEASE_RUNS))) return null;
    const done = await publishDue(this.ctx);
    if (done.published + done.failed > 0) this.log.info(done, 'scheduled publishing');
    return done;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => this.log.warn({ err }, 'scheduled publishing failed'));
    }, this.everyMs);
    // Never keeps a finished process (tests, CLI) alive.
    this.timer.unref();
  }

  /** Stops running and gives the lease up, so another instance takes over at its next run. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => null);
    await releaseLease(this.ctx.db, SCHEDULE_LEASE, this.holder).catch(() => undefined);
  }
}
