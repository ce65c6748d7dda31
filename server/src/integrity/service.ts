import { randomBytes, randomUUID } from 'node:crypto';
import { caseIndexOf } from '@muyuan/contract/admin/cases';
import { type ComplaintInput, complaintProblems } from '@muyuan/contract/complaint-rules';
import type {
  AttachmentRef,
  ComplaintStatusView,
  complaintSubmissionSchema,
  UploadResult,
} from '@muyuan/contract/compliance';
import type { Lang } from '@muyuan/contract/lang';
import { formatQueryCode, parseQueryCode } from '@muyuan/contract/query-code';
import type { z } from 'zod';
import { deadlineAfter } from '../cases/clocks.ts';
import type { Db } from '../db/database.ts';
import { reportsReceived } from '../http/metrics-registry.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { codeDigest, codeKey, decrypt, encrypt, seal } from './crypto.ts';
import {
  attachmentUnavailable,
  emptyMessage,
  fileTooLarge,
  invalidField,
  malformedCode,
  unknownChoice,
  unknownCode,
  unsupportedFile,
} from './errors.ts';
import { acceptedType, safeFileName } from './file-check.ts';
import type { IntegrityKeys } from './keys.ts';
import * as repo from './repository.ts';
import type { UploadedPart } from './upload-form.ts';

export interface IntegrityContext {
  db: Db;
  keys: IntegrityKeys;
  store: AttachmentStore;
  /** CASE_FEEDBACK_DAYS: the reporter is told by when to expect feedback. */
  feedbackDays: number;
}

type Submission = z.output<typeof complaintSubmissionSchema>;

/** What a report holds, encrypted as one document under the report's key. */
export interface ReportDocument extends ComplaintInput {
  lang: Lang;
  submittedAt: string;
}

/** The file's description, encrypted under the file's own key. */
export interface FileMeta {
  name: string;
  type: string;
  size: number;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const b64 = (b: Buffer) => b.toString('base64');
const unb64 = (s: string) => Buffer.from(s, 'base64');

/**
 * Accepts one uploaded file if its bytes are of an allowed kind; it waits, encrypted, for a report to
 * claim it. Its row is written only after its blob is whole: the row is what makes it an attachment.
 */
export async function acceptUpload(ctx: IntegrityContext, file: UploadedPart): Promise<UploadResult> {
  const received = await ctx.store.receive(file.stream).catch((error: unknown) => {
    throw file.explain(error);
  });
  // The parser stops reading at the size limit and marks the stream: a cut file is refused whole.
  if (file.stream.truncated) {
    await ctx.store.discard(received.blobId);
    throw fileTooLarge();
  }
  // The form must end after its file: a second part refuses the upload whole.
  try {
    await file.rest();
  } catch (error) {
    await ctx.store.discard(received.blobId);
    throw error;
  }
  const type = await acceptedType(received.head, received.size <= received.head.length, file.fileName);
  if (!type || received.size === 0) {
    await ctx.store.discard(received.blobId);
    throw unsupportedFile();
  }
  const meta: FileMeta = { name: safeFileName(file.fileName), type, size: received.size };
  await repo.insertFile(ctx.db, {
    id: received.id,
    complaint_id: null,
    stored_name: received.blobId,
    created_at: new Date().toISOString(),
    meta: b64(encrypt(received.key, json(meta))),
    key_wrapped: null,
  });
  return { id: received.id, key: received.key.toString('base64url'), ...meta };
}

/** Checks every rule again on the server (the form's rules, then the choices against the content). */
async function checkSubmission(db: Db, input: ComplaintInput, attachmentCount: number, lang: Lang): Promise<void> {
  const [first] = Object.entries(complaintProblems(input, attachmentCount));
  if (first) throw invalidField(first[0] as Parameters<typeof invalidField>[0], first[1]);
  if (input.deptId) {
    const found = await db
      .selectFrom('depts')
      .select('id')
      .where('id', '=', input.deptId)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!found) throw unknownChoice('deptId');
  }
  if (input.deptTypeCode) {
    const found = await db
      .selectFrom('dept_types')
      .select('id')
      .where('id', '=', input.deptTypeCode)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!found) throw unknownChoice('deptTypeCode');
  }
}

/** The keys of the attachments a submission names, after checking each opens its waiting file. */
async function openAttachments(db: Db, refs: readonly AttachmentRef[]): Promise<{ id: string; key: Buffer }[]> {
  const rows = await repo.waitingFiles(
    db,
    refs.map((r) => r.id),
  );
  if (rows.length !== new Set(refs.map((r) => r.id)).size) throw attachmentUnavailable();
  return refs.map((ref) => {
    const row = rows.find((r) => r.id === ref.id);
    const key = Buffer.from(ref.key, 'base64url');
    try {
      if (!row) throw new Error('missing');
      decrypt(key, unb64(row.meta));
    } catch {
      throw attachmentUnavailable();
    }
    return { id: ref.id, key };
  });
}

/**
 * Takes a report: checks it, encrypts it under a new key, stores that key sealed to the compliance
 * team and wrapped under the new query code, and gives the files to it, all in one transaction. The
 * code is returned only once the transaction has committed. A filled honeypot gets a code too, of a
 * report that was never stored, so a robot learns nothing.
 */
export async function submitComplaint(ctx: IntegrityContext, body: Submission, lang: Lang): Promise<string> {
  const code = formatQueryCode(randomBytes(15));
  if (body.website.trim()) return code;
  const { attachments, website: _honeypot, ...fields } = body;
  const input: ComplaintInput = fields;
  await checkSubmission(ctx.db, input, attachments.length, lang);
  const files = await openAttachments(ctx.db, attachments);

  const id = randomUUID();
  const now = new Date().toISOString();
  const reportKey = randomBytes(32);
  const salt = randomBytes(16);
  const document: ReportDocument = { ...input, lang, submittedAt: now };
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertComplaint(trx, {
      id,
      code_digest: codeDigest(ctx.keys.codeHmacKey, code),
      code_salt: b64(salt),
      status: 'received',
      created_at: now,
      updated_at: now,
      key_sealed: b64(seal(reportKey, ctx.keys.publicKey)),
      key_for_reporter: b64(encrypt(codeKey(code, salt), reportKey)),
      body: b64(encrypt(reportKey, json(document))),
      outcome: null,
      acknowledged_at: null,
      feedback_at: null,
      closed_at: null,
      assignee_id: null,
      legal_hold: 0,
      case_version: 1,
      duplicate_of: null,
      category: null,
      index_sealed: b64(seal(json(caseIndexOf(input)), ctx.keys.publicKey)),
    });
    for (const file of files) {
      const claimed = await repo.claimFile(trx, file.id, id, b64(encrypt(reportKey, file.key)));
      if (claimed !== 1) throw attachmentUnavailable();
    }
  });
  reportsReceived.inc();
  return code;
}

/** The report a code opens, with its key; the same miss for a code that is not one and for an unknown one's lookup. */
async function openByCode(ctx: IntegrityContext, input: string) {
  const parsed = parseQueryCode(input);
  if (!parsed.ok) throw malformedCode();
  const row = await repo.findComplaintByDigest(ctx.db, codeDigest(ctx.keys.codeHmacKey, parsed.code));
  if (!row) throw unknownCode();
  const reportKey = decrypt(codeKey(parsed.code, unb64(row.code_salt)), unb64(row.key_for_reporter));
  return { row, reportKey };
}

/**
 * The status and the conversation (replies and follow-ups) of the report a code opens, with when it
 * was acknowledged and by when feedback is due. The reporter keeps the three statuses they always
 * had: an acknowledged case is `received` to them, with `acknowledgedAt` set.
 */
export async function complaintStatus(ctx: IntegrityContext, input: string): Promise<ComplaintStatusView> {
  const { row, reportKey } = await openByCode(ctx, input);
  const messages = await repo.listMessages(ctx.db, row.id);
  return {
    status: row.status === 'acknowledged' ? 'received' : row.status,
    submittedAt: row.created_at,
    updatedAt: row.updated_at,
    acknowledgedAt: row.acknowledged_at,
    feedbackBy: deadlineAfter(row.created_at, ctx.feedbackDays),
    messages: messages.map((m) => ({
      author: m.author,
      sentAt: m.created_at,
      body: decrypt(reportKey, unb64(m.body)).toString('utf8'),
    })),
  };
}

/** Adds the reporter's follow-up message to the report a code opens. */
export async function addFollowUp(ctx: IntegrityContext, input: string, message: string, maxLength: number) {
  const text = message.trim();
  if (!text) throw emptyMessage();
  if ([...text].length > maxLength) throw invalidField('content', { problem: 'tooLong', max: maxLength });
  const { row, reportKey } = await openByCode(ctx, input);
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertMessage(trx, {
      id: randomUUID(),
      complaint_id: row.id,
      author: 'reporter',
      created_at: now,
      body: b64(encrypt(reportKey, Buffer.from(text))),
    });
    await repo.touchComplaint(trx, row.id, now);
  });
  return complaintStatus(ctx, input);
}
