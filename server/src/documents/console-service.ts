import type { DocumentFile, DocumentListQuery, DocumentPage, ReadAgainAnswer } from '@muyuan/contract/admin/documents';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../admin/audit.ts';
import type { Clock } from '../admin/clock.ts';
import type { StaffActor } from '../admin/principal.ts';
import type { Db } from '../db/database.ts';
import { unknownDocument } from './console-errors.ts';
import {
  type AddressRow,
  addressPage,
  publishedUsesOf,
  stateCounts,
  stateOf,
  uploadNames,
} from './console-repository.ts';
import type { DocumentReader } from './document-reader.ts';
import { forgetText } from './document-store.ts';

/** What the console's documents routes share. */
export interface DocumentConsoleContext {
  db: Db;
  clock: Clock;
  /** This instance's reader: woken after a file is forgotten (it stands by unless it holds the lease). */
  reader: DocumentReader;
  log: FastifyBaseLogger;
}

const fileOf = (row: AddressRow, usedBy: DocumentFile['usedBy'], uploadName: string | null): DocumentFile => ({
  path: row.path,
  uploadName,
  hash: row.hash,
  state: stateOf(row.status, row.source),
  reason: row.status === 'failed' ? row.reason : null,
  pageCount: row.page_count ?? 0,
  size: row.size,
  readAt: row.read_at,
  usedBy,
});

/** A page of the addresses, in the state asked for, each with its records; counts per state. */
export async function listDocuments(ctx: DocumentConsoleContext, query: DocumentListQuery): Promise<DocumentPage> {
  const [{ rows, total }, counts] = await Promise.all([
    addressPage(ctx.db, (query.pageNum - 1) * query.pageSize, query.pageSize, query.state),
    stateCounts(ctx.db),
  ]);
  const paths = rows.map((r) => r.path);
  const [uses, names] = await Promise.all([publishedUsesOf(ctx.db, paths), uploadNames(ctx.db, paths)]);
  return {
    list: rows.map((row) => fileOf(row, uses.get(row.path) ?? [], names.get(row.path) ?? null)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    counts,
  };
}

/**
 * Forgets what reading a file gave, audited in the same transaction, and wakes this instance's reader.
 * Whichever instance holds the reading lease reads it at its next tick (document-store.ts hasUnreadFile),
 * so the answer need not wait for the reading, which may take up to READ_TIMEOUT_MS.
 */
export async function readAgain(
  ctx: DocumentConsoleContext,
  actor: StaffActor,
  hash: string,
): Promise<ReadAgainAnswer> {
  const paths = await ctx.db.transaction().execute(async (trx) => {
    const forgotten = await forgetText(trx, hash);
    if (!forgotten) throw unknownDocument();
    await appendAudit(
      trx,
      {
        actor: actor.id,
        actorName: actor.name,
        action: 'document_read_again',
        object: `document:${hash}`,
        session: actor.session,
        detail: { paths: forgotten },
      },
      ctx.clock(),
    );
    return forgotten;
  });
  ctx.reader.run().catch((err: unknown) => ctx.log.warn({ err }, 'documents: reading again failed'));
  return { hash, paths };
}
