import { randomUUID } from 'node:crypto';
import type { CaseAuditAction } from '@muyuan/contract/admin/audit';
import {
  CASE_TRANSITIONS,
  type CaseCategory,
  type CaseDetail,
  type CaseListQuery,
  type CaseOutcome,
  type CaseStatus,
  type CaseSummary,
} from '@muyuan/contract/admin/cases';
import type { Transaction } from 'kysely';
import { appendAudit, recordAudit } from '../admin/audit.ts';
import { isoAt } from '../admin/clock.ts';
import type { Database } from '../db/schema.ts';
import { seal } from '../integrity/crypto.ts';
import { caseClocks, DAY_MS } from './clocks.ts';
import type { CaseActor, CaseContext } from './context.ts';
import {
  alreadyAcknowledged,
  caseClosed,
  duplicateOfItself,
  feedbackAlreadyGiven,
  hasDuplicates,
  indexExists,
  legalHoldUnchanged,
  notAComplianceOfficer,
  notSealed,
  outcomeOnlyWhenClosing,
  outcomeRequired,
  staleCase,
  transitionNotAllowed,
  unknownAttachment,
  unknownCase,
  unknownOriginal,
} from './errors.ts';
import * as repo from './repository.ts';
import { caseSummary, sealedReport } from './summaries.ts';

/** The compliance team's work on cases: reads, and actions that each leave one audit row. */

/** `GET cases/overdue` names the cases overdue and those due within this many days. */
export const DUE_SOON_DAYS = 2;

/**
 * A page of cases. With `sealed=index` each carries its sealed index, and the read is one audit row
 * (`case_index_read`) naming the cases it gave: the subjects the officer's browser opens are a view of
 * those cases, recorded without a row per case.
 */
export async function listCaseSummaries(ctx: CaseContext, query: CaseListQuery, actor: CaseActor) {
  const now = ctx.clock();
  const { rows, total } = await repo.listCases(ctx.db, query, ctx.deadlines, now);
  const withIndex = query.sealed === 'index';
  if (withIndex && rows.length > 0)
    await recordAudit(
      ctx.db,
      {
        actor: actor.id,
        actorName: actor.name,
        action: 'case_index_read',
        object: null,
        session: actor.session,
        detail: { cases: rows.map((row) => row.id) },
      },
      now,
    );
  return {
    list: rows.map((row) => ({
      ...caseSummary(row, ctx.deadlines, now),
      ...(withIndex ? { sealedIndex: row.index_sealed ?? null } : {}),
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * The index of a report filed before indexes existed, sealed to the team key by the browser that opened
 * the report: stored once (an existing index is never replaced, so an index the server sealed at
 * submission cannot be altered this way) and audited (`case_index`).
 */
export async function fillCaseIndex(ctx: CaseContext, id: string, sealed: string, actor: CaseActor) {
  checkSealed(sealed, 'team key');
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if ((await repo.fillIndex(trx, id, sealed)) !== 1)
      throw (await repo.findCase(trx, id)) ? indexExists() : unknownCase();
    await appendAudit(trx, auditEvent(actor, 'case_index', id, {}), now);
  });
  return { indexedAt: isoAt(now) };
}

/** Open cases with a running clock due within DUE_SOON_DAYS or past due, oldest first: ids and deadlines. */
export async function dueCases(ctx: CaseContext) {
  const now = ctx.clock();
  const rows = await repo.casesDueBefore(ctx.db, ctx.deadlines, now + DUE_SOON_DAYS * DAY_MS);
  return {
    list: rows.map((row) => {
      const clocks = caseClocks(
        {
          receivedAt: row.created_at,
          acknowledgedAt: row.acknowledged_at,
          feedbackAt: row.feedback_at,
          closedAt: null,
        },
        ctx.deadlines,
        now,
      );
      return {
        id: row.id,
        acknowledgeBy: clocks.acknowledge.daysLeft === null ? null : clocks.acknowledge.by,
        feedbackBy: clocks.feedback.daysLeft === null ? null : clocks.feedback.by,
        overdue: clocks.acknowledge.overdue || clocks.feedback.overdue,
        assigneeId: row.assignee_id,
      };
    }),
    dueWithinDays: DUE_SOON_DAYS,
  };
}

const auditEvent = (actor: CaseActor, action: CaseAuditAction, id: string, detail: Record<string, unknown>) => ({
  actor: actor.id,
  actorName: actor.name,
  action,
  object: `case:${id}`,
  session: actor.session,
  detail,
});

/** A case's metadata and its sealed report as stored; the read is audited (`case_view`). */
export async function caseDetail(ctx: CaseContext, id: string, actor: CaseActor): Promise<CaseDetail> {
  const now = ctx.clock();
  const row = await repo.findCase(ctx.db, id);
  const parts = row && (await repo.sealedParts(ctx.db, id));
  if (!row || !parts) throw unknownCase();
  await ctx.db.transaction().execute((trx) => appendAudit(trx, auditEvent(actor, 'case_view', id, {}), now));
  return {
    ...caseSummary(row, ctx.deadlines, now),
    sealed: sealedReport(parts),
    duplicates: await repo.duplicatesOf(ctx.db, id),
  };
}

/** Who a case may be assigned to. */
export const caseOfficers = async (ctx: CaseContext) => ({ list: await repo.complianceOfficers(ctx.db) });

/**
 * Records that an officer takes a case out of the console for legal hold (the route asks for a fresh
 * sign-in check first). The server has nothing to add: the browser builds the encrypted file from what it
 * opened; this is the trail's proof of who exported what, and when.
 */
export async function recordCaseExport(ctx: CaseContext, id: string, actor: CaseActor) {
  const now = ctx.clock();
  if (!(await repo.findCase(ctx.db, id))) throw unknownCase();
  await ctx.db.transaction().execute((trx) => appendAudit(trx, auditEvent(actor, 'case_export', id, {}), now));
  return { exportedAt: isoAt(now) };
}

/** The team's public key as reports are sealed to it (base64url): the console checks a key file against it. */
export const teamPublicKey = (ctx: CaseContext) => ({ publicKey: String(ctx.teamKey.export({ format: 'jwk' }).x) });

/**
 * One attachment's sealed bytes as stored, streamed from the database for the officer's browser to
 * open (the server holds no key that opens them); the download is audited (`case_download`, ids only).
 */
export async function caseAttachment(ctx: CaseContext, id: string, fileId: string, actor: CaseActor) {
  const blob = await repo.attachmentBlob(ctx.db, id, fileId);
  if (!blob) throw (await repo.findCase(ctx.db, id)) ? unknownAttachment() : unknownCase();
  await ctx.db
    .transaction()
    .execute((trx) => appendAudit(trx, auditEvent(actor, 'case_download', id, { file: fileId }), ctx.clock()));
  return { bytes: Number(blob.sealed_bytes), stream: ctx.store.open(blob.stored_name) };
}

/** A reason sealed to the team's key: the history keeps it, the server cannot read it back. */
const sealedReason = (ctx: CaseContext, reason: string) => seal(Buffer.from(reason), ctx.teamKey).toString('base64');

interface Change {
  change: repo.CaseChange;
  action: CaseAuditAction;
  detail: Record<string, unknown>;
}

/**
 * Runs one action on a case in one transaction: reads it, refuses a stale `version` (409) before
 * anything else, lets `decide` refuse or describe the change, writes it only if nobody changed the
 * case meanwhile, and appends its audit row. Answers the case as it now is.
 */
async function act(
  ctx: CaseContext,
  id: string,
  version: number,
  actor: CaseActor,
  decide: (row: repo.CaseRow, trx: Transaction<Database>, nowIso: string) => Promise<Change> | Change,
): Promise<CaseSummary> {
  const nowMs = ctx.clock();
  const now = isoAt(nowMs);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findCase(trx, id);
    if (!row) throw unknownCase();
    const current = Number(row.case_version);
    if (current !== version) throw staleCase(current, version);
    const { change, action, detail } = await decide(row, trx, now);
    const updated = await repo.updateCase(trx, id, version, change, now);
    if (updated !== 1) throw staleCase(current + 1, version);
    await appendAudit(trx, auditEvent(actor, action, id, { ...detail, version: version + 1 }), nowMs);
  });
  const row = await repo.findCase(ctx.db, id);
  if (!row) throw unknownCase();
  return caseSummary(row, ctx.deadlines, ctx.clock());
}

/** Records that the report was acknowledged (the first clock stops); a received case becomes acknowledged. */
export const acknowledgeCase = (
  ctx: CaseContext,
  id: string,
  version: number,
  actor: CaseActor,
  message?: string | undefined,
) =>
  act(ctx, id, version, actor, async (row, trx, now) => {
    if (row.closed_at) throw caseClosed();
    if (row.acknowledged_at) throw alreadyAcknowledged();
    const status: CaseStatus = row.status === 'received' ? 'acknowledged' : row.status;
    // The acknowledgement the reporter reads with the code, sealed by the officer's browser.
    const messageId = message === undefined ? undefined : randomUUID();
    if (message !== undefined && messageId) {
      checkSealed(message, 'report key');
      await repo.insertReply(trx, { id: messageId, caseId: id, at: now, body: message });
    }
    return {
      change: { acknowledged_at: now, status },
      action: 'case_acknowledge',
      detail: { from: row.status, to: status, ...(messageId ? { message: messageId } : {}) },
    };
  });

/**
 * Whether base64 text has the shape of what the browser seals: under the report's key `version (1) ||
 * nonce || tag || ciphertext`, to the team's key a 32-byte ephemeral key before that. The server cannot
 * check more (it holds neither key), and this keeps clear text from being stored as if sealed.
 */
function checkSealed(text: string, to: 'report key' | 'team key'): void {
  const bytes = Buffer.from(text, 'base64');
  const at = to === 'team key' ? 32 : 0;
  if (bytes.length < at + 1 + 12 + 16 + 1 || bytes[at] !== 1) throw notSealed();
}

/**
 * Marks the case as repeating another, or clears the mark. No chain is made: marking a case as repeating a
 * duplicate makes it repeat that one's original, and a case others repeat cannot become a duplicate.
 */
export const markDuplicate = (ctx: CaseContext, id: string, version: number, of: string | null, actor: CaseActor) =>
  act(ctx, id, version, actor, async (_row, trx) => {
    if (of === null) return { change: { duplicate_of: null }, action: 'case_duplicate', detail: { of: null } };
    if (of === id) throw duplicateOfItself();
    const original = await repo.findCase(trx, of);
    if (!original) throw unknownOriginal();
    const root = original.duplicate_of ?? original.id;
    if (root === id) throw duplicateOfItself();
    if ((await repo.duplicatesOf(trx, id)).length > 0) throw hasDuplicates();
    return { change: { duplicate_of: root }, action: 'case_duplicate', detail: { of: root } };
  });

/** A reply to the reporter, sealed in the browser under the report's key: the reporter reads it with the code. */
export const replyToCase = (ctx: CaseContext, id: string, version: number, body: string, actor: CaseActor) =>
  act(ctx, id, version, actor, async (_row, trx, now) => {
    checkSealed(body, 'report key');
    const messageId = randomUUID();
    await repo.insertReply(trx, { id: messageId, caseId: id, at: now, body });
    return { change: {}, action: 'case_reply', detail: { message: messageId } };
  });

/** An internal note, sealed in the browser to the team's key: officers read it, the reporter never does. */
export const addCaseNote = (ctx: CaseContext, id: string, version: number, sealed: string, actor: CaseActor) =>
  act(ctx, id, version, actor, async (_row, trx, now) => {
    checkSealed(sealed, 'team key');
    const noteId = randomUUID();
    await repo.insertNote(trx, { id: noteId, caseId: id, authorId: actor.id, authorName: actor.name, at: now, sealed });
    return { change: {}, action: 'case_note', detail: { note: noteId } };
  });

/** Records that the reporter was given feedback on what is being done (the second clock stops). */
export const recordFeedback = (ctx: CaseContext, id: string, version: number, actor: CaseActor) =>
  act(ctx, id, version, actor, (row, _trx, now) => {
    if (row.closed_at) throw caseClosed();
    if (row.feedback_at) throw feedbackAlreadyGiven();
    return { change: { feedback_at: now }, action: 'case_feedback', detail: {} };
  });

/** Classifies the case (or clears its category): the team's judgement, in clear for the year's figures. */
export const setCaseCategory = (
  ctx: CaseContext,
  id: string,
  version: number,
  category: CaseCategory | null,
  actor: CaseActor,
) =>
  act(ctx, id, version, actor, (row) => ({
    change: { category },
    action: 'case_category',
    detail: { from: row.category, to: category },
  }));

/** Gives the case to a compliance officer, or to nobody (null). */
export const assignCase = (ctx: CaseContext, id: string, version: number, accountId: string | null, actor: CaseActor) =>
  act(ctx, id, version, actor, async (row, trx) => {
    if (accountId !== null && !(await repo.isComplianceAccount(trx, accountId))) throw notAComplianceOfficer();
    return {
      change: { assignee_id: accountId },
      action: 'case_assign',
      detail: { from: row.assignee_id, to: accountId },
    };
  });

export interface StatusRequest {
  status: CaseStatus;
  reason: string;
  outcome?: CaseOutcome | undefined;
}

/** Moves the case along CASE_TRANSITIONS; closing needs an outcome, reopening clears it. */
export const changeCaseStatus = (
  ctx: CaseContext,
  id: string,
  version: number,
  request: StatusRequest,
  actor: CaseActor,
) =>
  act(ctx, id, version, actor, (row, _trx, now) => {
    const allowed = CASE_TRANSITIONS[row.status];
    if (!allowed.includes(request.status)) throw transitionNotAllowed(row.status, request.status, allowed);
    const closing = request.status === 'closed';
    if (closing && !request.outcome) throw outcomeRequired();
    if (!closing && request.outcome) throw outcomeOnlyWhenClosing();
    const change: repo.CaseChange = closing
      ? { status: 'closed', outcome: request.outcome ?? null, closed_at: now }
      : { status: request.status, outcome: null, closed_at: null };
    return {
      change,
      action: 'case_status',
      detail: {
        from: row.status,
        to: request.status,
        outcome: closing ? request.outcome : null,
        reasonSealed: sealedReason(ctx, request.reason),
      },
    };
  });

/** Sets or lifts a legal hold (a held case is never deleted by retention). */
export const setLegalHold = (
  ctx: CaseContext,
  id: string,
  version: number,
  request: { hold: boolean; reason: string },
  actor: CaseActor,
) =>
  act(ctx, id, version, actor, (row) => {
    if ((row.legal_hold === 1) === request.hold) throw legalHoldUnchanged(request.hold);
    return {
      change: { legal_hold: request.hold ? 1 : 0 },
      action: 'case_legal_hold',
      detail: { hold: request.hold, reasonSealed: sealedReason(ctx, request.reason) },
    };
  });
