import type { RecordJson } from '@muyuan/contract/admin/editorial';
import type { Lang } from '@muyuan/contract/lang';
import { appendAudit } from '../admin/audit.ts';
import { isoAt } from '../admin/clock.ts';
import { storedMediaFor } from '../media/stored-media.ts';
import { isSingle } from './collections.ts';
import { contentAudit } from './content-audit.ts';
import type { Actor, EditorialContext, RecordRef } from './context.ts';
import { deleteDraft, findDocument, saveDraft } from './documents.ts';
import { noDraft, staleBase, unknownRecord } from './errors.ts';
import { checkRecord } from './record-check.ts';

export interface SavedDraft {
  author: string;
  authorName: string | null;
  json: RecordJson;
  baseVersion: number | null;
  savedAt: string;
}

/**
 * Saves the caller's draft of a record (a new record when none has the id yet), after the same
 * checks a publish makes of the record itself; nothing public changes. A draft started from an
 * older version is kept (the editor may be merging); publishing it is what gets refused.
 */
export async function saveRecordDraft(
  ctx: EditorialContext,
  actor: Actor,
  ref: RecordRef,
  input: { json: RecordJson; baseVersion: number | null },
  lang: Lang,
): Promise<SavedDraft> {
  if (isSingle(ref.collection) && ref.id !== ref.collection) throw unknownRecord();
  checkRecord(ref.collection, ref.id, input.json, lang, ctx.mediaDir, await storedMediaFor(ctx.db, input.json));
  const now = ctx.clock();
  const savedAt = isoAt(now);
  const baseVersion = input.baseVersion === 0 ? null : input.baseVersion;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findDocument(trx, ref.collection, ref.id);
    if (baseVersion !== null && (!current || baseVersion > current.version)) {
      throw staleBase(current?.version ?? 0, baseVersion);
    }
    await saveDraft(trx, {
      collection: ref.collection,
      record_id: ref.id,
      author: actor.id,
      author_name: actor.name,
      json: JSON.stringify(input.json),
      base_version: baseVersion,
      saved_at: savedAt,
    });
    await appendAudit(trx, contentAudit(actor, ref, 'content_draft_save', { base: baseVersion }), now);
  });
  return { author: actor.id, authorName: actor.name, json: input.json, baseVersion, savedAt };
}

/** Drops the caller's draft of a record. */
export async function discardRecordDraft(ctx: EditorialContext, actor: Actor, ref: RecordRef): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if ((await deleteDraft(trx, ref.collection, ref.id, actor.id)) === 0) throw noDraft();
    await appendAudit(trx, contentAudit(actor, ref, 'content_draft_discard', {}), now);
  });
}
