import type { AuditedAction } from '@muyuan/contract/admin/audit';
import type { RecordJson, VersionSource } from '@muyuan/contract/admin/editorial';
import type { Lang } from '@muyuan/contract/lang';
import type { Transaction } from 'kysely';
import { appendAudit } from '../admin/audit.ts';
import type { Database } from '../db/schema.ts';
import { storedMediaFor } from '../media/stored-media.ts';
import { isSingle } from './collections.ts';
import type { Actor, EditorialContext, RecordRef } from './context.ts';
import { type DocumentRow, deleteDraft, findDocument, findDraft, findVersion } from './documents.ts';
import {
  alreadyUnpublished,
  noDraft,
  singleRecordRequired,
  staleBase,
  unknownRecord,
  unknownVersion,
} from './errors.ts';
import { projectPublished } from './project.ts';
import { lockContent } from './publish-lock.ts';
import { checkRecord } from './record-check.ts';
import { writeVersion } from './write-version.ts';

export interface PublishResult {
  version: number;
  published: boolean;
}

/** A change is made on the version the caller saw; anything published since is never overwritten unseen. */
function checkBase(current: DocumentRow | undefined, base: number | null): void {
  const currentVersion = current?.version ?? 0;
  if ((base ?? 0) !== currentVersion) throw staleBase(currentVersion, base);
}

interface Change {
  json: RecordJson | null;
  /** The draft published (removed once it is). */
  draftOf?: string;
  source: VersionSource;
  action: AuditedAction;
  detail?: Record<string, unknown>;
}

/**
 * One change to the published content, in one transaction: the record's next version, the public
 * tables projected again from every published document (validation first: content left invalid
 * rolls all of it back), the content version bumped, the audit row. A draft published is gone.
 */
async function commit(
  ctx: EditorialContext,
  trx: Transaction<Database>,
  actor: Actor,
  ref: RecordRef,
  current: DocumentRow | undefined,
  change: Change,
): Promise<PublishResult> {
  const now = ctx.clock();
  const at = new Date(now);
  const version = await writeVersion(
    trx,
    { ...ref, json: change.json, source: change.source, actor: actor.id, actorName: actor.name, at: at.toISOString() },
    current,
  );
  await projectPublished(trx, ctx.mediaDir, at, ref);
  if (change.draftOf !== undefined) await deleteDraft(trx, ref.collection, ref.id, change.draftOf);
  await appendAudit(
    trx,
    {
      actor: actor.id,
      actorName: actor.name,
      action: change.action,
      object: `content:${ref.collection}/${ref.id}`,
      session: actor.session,
      detail: { from: current?.version ?? null, to: version, ...change.detail },
    },
    now,
  );
  return { version, published: change.json !== null };
}

/** Runs a change under the content lock, then lets this instance serve it at once. */
export async function change<T>(ctx: EditorialContext, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    await lockContent(trx);
    return work(trx);
  });
  await ctx.published();
  return result;
}

/** A single record (site settings, brief) has only its own id. */
export function checkRef(ref: RecordRef): void {
  if (isSingle(ref.collection) && ref.id !== ref.collection) throw unknownRecord();
}

/** What a publish names: the author's draft (`json` undefined), or the JSON given, edited from `baseVersion`. */
export interface PublishInput {
  author?: string | undefined;
  json?: RecordJson | undefined;
  baseVersion?: number | null | undefined;
}

/** A publish inside the content transaction (see publishRecord); `detail` goes into its audit row. */
export async function publishIn(
  ctx: EditorialContext,
  trx: Transaction<Database>,
  actor: Actor,
  ref: RecordRef,
  input: PublishInput,
  lang: Lang,
  detail: Record<string, unknown> = {},
): Promise<PublishResult> {
  const current = await findDocument(trx, ref.collection, ref.id);
  let json = input.json;
  let base = input.baseVersion ?? null;
  const author = input.author ?? actor.id;
  if (json === undefined) {
    const draft = await findDraft(trx, ref.collection, ref.id, author);
    if (!draft) throw noDraft();
    json = JSON.parse(draft.json) as RecordJson;
    base = draft.base_version;
  }
  checkBase(current, base);
  checkRecord(ref.collection, ref.id, json, lang, ctx.mediaDir, await storedMediaFor(trx, json));
  return commit(ctx, trx, actor, ref, current, {
    json,
    source: 'console',
    action: 'content_publish',
    ...(input.json === undefined ? { draftOf: author, detail: { draftOf: author, ...detail } } : { detail }),
  });
}

/**
 * Publishes a draft (`json` undefined: the caller's, or `author`'s when a publisher reviews an
 * editor's work) or the given JSON edited from `baseVersion`:
 * refused 409 when the record has been published since that version, 400 when the record or the
 * content as a whole would not validate.
 */
export function publishRecord(
  ctx: EditorialContext,
  actor: Actor,
  ref: RecordRef,
  input: PublishInput,
  lang: Lang,
): Promise<PublishResult> {
  checkRef(ref);
  return change(ctx, (trx) => publishIn(ctx, trx, actor, ref, input, lang));
}

/** Hides a record from the public site and keeps it (its document and versions stay). */
export function unpublishRecord(
  ctx: EditorialContext,
  actor: Actor,
  ref: RecordRef,
  baseVersion: number,
): Promise<PublishResult> {
  checkRef(ref);
  if (isSingle(ref.collection)) throw singleRecordRequired();
  return change(ctx, async (trx) => {
    const current = await findDocument(trx, ref.collection, ref.id);
    if (!current) throw unknownRecord();
    checkBase(current, baseVersion);
    if (!current.published) throw alreadyUnpublished();
    return commit(ctx, trx, actor, ref, current, { json: null, source: 'console', action: 'content_unpublish' });
  });
}

/** Publishes an earlier version's state again, as a new version (restoring an unpublishing version unpublishes). */
export function restoreVersion(
  ctx: EditorialContext,
  actor: Actor,
  ref: RecordRef,
  number: number,
  baseVersion: number,
  lang: Lang,
): Promise<PublishResult> {
  checkRef(ref);
  return change(ctx, async (trx) => {
    const current = await findDocument(trx, ref.collection, ref.id);
    if (!current) throw unknownRecord();
    const version = await findVersion(trx, ref.collection, ref.id, number);
    if (!version) throw unknownVersion();
    checkBase(current, baseVersion);
    const json = version.json === null ? null : (JSON.parse(version.json) as RecordJson);
    if (json === null && isSingle(ref.collection)) throw singleRecordRequired();
    if (json !== null) checkRecord(ref.collection, ref.id, json, lang, ctx.mediaDir, await storedMediaFor(trx, json));
    return commit(ctx, trx, actor, ref, current, {
      json,
      source: 'restore',
      action: 'content_restore',
      detail: { restored: number },
    });
  });
}
