import type { KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ComplaintStatus } from '@muyuan/contract/compliance';
import type { Db } from '../db/database.ts';
import type { ComplaintStatus as CaseStatus } from '../db/schema.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { decrypt, encrypt, unseal } from './crypto.ts';
import * as repo from './repository.ts';
import { decryptingStream } from './sealed-file.ts';
import type { FileMeta, ReportDocument } from './service.ts';

/** What the compliance team's tool does, with the team's private key. Nothing here runs in the web server. */

const unb64 = (s: string) => Buffer.from(s, 'base64');

export interface OpenReport {
  id: string;
  /** The case's status (`acknowledged` too: issue 21). */
  status: CaseStatus;
  /** The officer's classification (issue 21), null until given. */
  category: string | null;
  createdAt: string;
  updatedAt: string;
  report: ReportDocument;
  messages: { author: 'reporter' | 'compliance'; sentAt: string; body: string }[];
  files: (FileMeta & { id: string; storedName: string; key: Buffer })[];
  /** The team's internal notes, written in the console and sealed there to the team's key. */
  notes: { author: string; at: string; text: string }[];
  /**
   * The case's history from the audit trail, oldest first: who did what when, with the reason given (sealed
   * to the team's key in the trail) opened here; the other details as recorded.
   */
  history: {
    seq: number;
    at: string;
    actor: string;
    action: string;
    detail: Record<string, unknown>;
    reason: string | null;
  }[];
}

/** An audit row of the case, its sealed reason opened with the team's key. */
function historyEntry(
  row: Awaited<ReturnType<typeof repo.caseHistory>>[number],
  privateKey: KeyObject,
): OpenReport['history'][number] {
  const { reasonSealed, ...detail } = JSON.parse(row.detail) as Record<string, unknown>;
  return {
    seq: Number(row.seq),
    at: row.at,
    actor: row.actor_name ?? row.actor,
    action: row.action,
    detail,
    reason: typeof reasonSealed === 'string' ? unseal(unb64(reasonSealed), privateKey).toString('utf8') : null,
  };
}

export class ReportNotFound extends Error {
  constructor(id: string) {
    super(`no report with id ${id}`);
  }
}

async function reportKeyOf(db: Db, privateKey: KeyObject, id: string) {
  const row = await repo.findComplaint(db, id);
  if (!row) throw new ReportNotFound(id);
  return { row, key: unseal(unb64(row.key_sealed), privateKey) };
}

/** Decrypts a report with everything it has: fields, conversation, attachments' names and keys. */
export async function openReport(db: Db, privateKey: KeyObject, id: string): Promise<OpenReport> {
  const { row, key } = await reportKeyOf(db, privateKey, id);
  const [messages, files, notes, history] = await Promise.all([
    repo.listMessages(db, id),
    repo.filesOf(db, id),
    repo.listNotes(db, id),
    repo.caseHistory(db, id),
  ]);
  return {
    id,
    status: row.status,
    category: row.category,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    report: JSON.parse(decrypt(key, unb64(row.body)).toString('utf8')) as ReportDocument,
    messages: messages.map((m) => ({
      author: m.author,
      sentAt: m.created_at,
      body: decrypt(key, unb64(m.body)).toString('utf8'),
    })),
    files: files.map((f) => {
      const fileKey = decrypt(key, unb64(f.key_wrapped ?? ''));
      const meta = JSON.parse(decrypt(fileKey, unb64(f.meta)).toString('utf8')) as FileMeta;
      return { ...meta, id: f.id, storedName: f.stored_name, key: fileKey };
    }),
    notes: notes.map((n) => ({
      author: n.author_name,
      at: n.created_at,
      text: unseal(unb64(n.sealed), privateKey).toString('utf8'),
    })),
    history: history.map((row) => historyEntry(row, privateKey)),
  };
}

/**
 * An attachment's content, decrypted as it streams out of the database chunk by chunk. The stream
 * fails at its end if a byte was altered: a consumer writing it somewhere drops what it wrote then.
 */
export function openAttachment(store: AttachmentStore, file: OpenReport['files'][number]): Readable {
  const sealed = store.open(file.storedName);
  const clear = decryptingStream(file.key);
  sealed.on('error', (error) => clear.destroy(error));
  return sealed.pipe(clear);
}

/** An attachment's content in one buffer (small files, tests). */
export async function readAttachment(store: AttachmentStore, file: OpenReport['files'][number]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of openAttachment(store, file)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** A reply of the compliance team, which the reporter reads with the query code. */
export async function replyToReport(db: Db, privateKey: KeyObject, id: string, text: string): Promise<void> {
  const { key } = await reportKeyOf(db, privateKey, id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.insertMessage(trx, {
      id: randomUUID(),
      complaint_id: id,
      author: 'compliance',
      created_at: now,
      body: encrypt(key, Buffer.from(text)).toString('base64'),
    });
    await repo.touchComplaint(trx, id, now);
  });
}

export async function changeStatus(db: Db, id: string, status: ComplaintStatus): Promise<void> {
  const updated = await repo.setComplaintStatus(db, id, status, new Date().toISOString());
  if (updated !== 1) throw new ReportNotFound(id);
}
