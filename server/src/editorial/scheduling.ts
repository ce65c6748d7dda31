import type { RecordJson, Schedule } from '@muyuan/contract/admin/editorial';
import type { Lang } from '@muyuan/contract/lang';
import type { Selectable, Transaction } from 'kysely';
import { appendAudit } from '../admin/audit.ts';
import { isoAt } from '../admin/clock.ts';
import { newId } from '../admin/secrets.ts';
import type { Db } from '../db/database.ts';
import type { ContentScheduleTable, Database } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { storedMediaFor } from '../media/stored-media.ts';
import { contentAudit } from './content-audit.ts';
import type { Actor, EditorialContext, RecordRef } from './context.ts';
import { findDraft } from './documents.ts';
import { noDraft, noSchedule, scheduleInPast } from './errors.ts';
import { change, checkRef, publishIn } from './publishing.ts';
import { checkRecord } from './record-check.ts';
import { collectionOf } from './records.ts';

type ScheduleRow = Selectable<ContentScheduleTable>;

/** How many finished schedules the list shows after every pending one. */
const FINISHED_SHOWN = 100;

const toSchedule = (row: ScheduleRow): Schedule => ({
  id: row.id,
  collection: row.collection,
  recordId: row.record_id,
  author: row.author,
  at: row.publish_at,
  state: row.state,
  scheduledBy: row.scheduled_by,
  scheduledByName: row.scheduled_by_name,
  scheduledAt: row.scheduled_at,
  doneAt: row.done_at,
  version: row.version,
  error: row.error,
});

/** Ends the record's pending schedule, if any (replaced or cancelled); returns how many it ended. */
async function endPending(trx: Transaction<Database>, ref: RecordRef, at: string): Promise<number> {
  const result = await trx
    .updateTable('content_schedules')
    .set({ state: 'cancelled', done_at: at })
    .where('collection', '=', ref.collection)
    .where('record_id', '=', ref.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Sets the author's draft (the caller's by default) to be published at `at` (a later minute), in the
 * caller's name, replacing the record's pending schedule. The draft is checked now as a publish would
 * check it, so a mistake shows while someone is there to fix it, and again when the minute comes.
 */
export async function scheduleRecord(
  ctx: EditorialContext,
  actor: Actor,
  ref: RecordRef,
  input: { author?: string | undefined; at: string },
  lang: Lang,
): Promise<Schedule> {
  checkRef(ref);
  const now = ctx.clock();
  const publishAt = Date.parse(input.at);
  if (publishAt <= now) throw scheduleInPast();
  const row: ScheduleRow = {
    id: newId(),
    collection: ref.collection,
    record_id: ref.id,
    author: input.author ?? actor.id,
    publish_at: isoAt(publishAt),
    state: 'pending',
    scheduled_by: actor.id,
    scheduled_by_name: actor.name,
    scheduled_at: isoAt(now),
    done_at: null,
    version: null,
    error: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const draft = await findDraft(trx, ref.collection, ref.id, row.author);
    if (!draft) throw noDraft();
    const json = JSON.parse(draft.json) as RecordJson;
    checkRecord(ref.collection, ref.id, json, lang, ctx.mediaDir, await storedMediaFor(trx, json));
    const replaced = await endPending(trx, ref, row.scheduled_at);
    await trx.insertInto('content_schedules').values(row).execute();
    await appendAudit(
      trx,
      contentAudit(actor, ref, 'content_schedule', {
        schedule: row.id,
        at: row.publish_at,
        author: row.author,
        replaced,
      }),
      now,
    );
  });
  return toSchedule(row);
}

/** Cancels the record's pending schedule (404 when it has none). */
export async function cancelSchedule(ctx: EditorialContext, actor: Actor, ref: RecordRef): Promise<void> {
  checkRef(ref);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if ((await endPending(trx, ref, isoAt(now))) === 0) throw noSchedule();
    await appendAudit(trx, contentAudit(actor, ref, 'content_schedule_cancel', {}), now);
  });
}

/** Every pending schedule, soonest first, then the latest finished ones. */
export async function listSchedules(db: Db): Promise<Schedule[]> {
  const pending = await db
    .selectFrom('content_schedules')
    .selectAll()
    .where('state', '=', 'pending')
    .orderBy('publish_at')
    .execute();
  const finished = await db
    .selectFrom('content_schedules')
    .selectAll()
    .where('state', '!=', 'pending')
    .orderBy('publish_at', 'desc')
    .limit(FINISHED_SHOWN)
    .execute();
  return [...pending, ...finished].map(toSchedule);
}

/**
 * Publishes one due schedule, once: inside the content transaction the schedule is claimed
 * (pending → published) before the draft is published, so a second instance running the same
 * schedule at the same moment waits for the content lock and then finds it no longer pending.
 * A draft that can no longer be published (discarded, someone published since its base, no longer
 * valid) fails the schedule with its error code, in the audit trail; anything else (the database
 * away) leaves it pending for the next run.
 */
async function publishScheduled(ctx: EditorialContext, row: ScheduleRow): Promise<'published' | 'failed' | 'taken'> {
  const actor: Actor = { id: row.scheduled_by, name: row.scheduled_by_name ?? row.scheduled_by, session: null };
  const now = ctx.clock();
  try {
    const ref: RecordRef = { collection: collectionOf(row.collection), id: row.record_id };
    const published = await change(ctx, async (trx) => {
      const claimed = await trx
        .updateTable('content_schedules')
        .set({ state: 'published', done_at: isoAt(now) })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const result = await publishIn(ctx, trx, actor, ref, { author: row.author }, 'zh', { schedule: row.id });
      await trx.updateTable('content_schedules').set({ version: result.version }).where('id', '=', row.id).execute();
      return true;
    });
    return published ? 'published' : 'taken';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await ctx.db.transaction().execute(async (trx) => {
      const failed = await trx
        .updateTable('content_schedules')
        .set({ state: 'failed', done_at: isoAt(now), error: err.code })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(failed.numUpdatedRows) !== 1) return;
      const ref = { collection: row.collection, id: row.record_id };
      await appendAudit(
        trx,
        contentAudit(actor, ref, 'content_schedule_failed', { schedule: row.id, error: err.code }),
        now,
      );
    });
    return 'failed';
  }
}

export interface DueRun {
  published: number;
  failed: number;
}

/** Publishes every schedule whose minute has come, oldest first. */
export async function publishDue(ctx: EditorialContext): Promise<DueRun> {
  const due = await ctx.db
    .selectFrom('content_schedules')
    .selectAll()
    .where('state', '=', 'pending')
    .where('publish_at', '<=', isoAt(ctx.clock()))
    .orderBy('publish_at')
    .execute();
  const run: DueRun = { published: 0, failed: 0 };
  for (const row of due) {
    const outcome = await publishScheduled(ctx, row);
    if (outcome !== 'taken') run[outcome]++;
  }
  return run;
}
