import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { PdfText } from './pdf-text.ts';

/**
 * The tables of PDF text (migrations/20261204090000-document-texts.ts): what reading each file content
 * gave, page by page, and which address serves which content.
 */

/** Rows per insert: 3 values a row stays far below SQLite's and PostgreSQL's limits of bound values. */
const CHUNK = 500;

/**
 * Failures that say more about the moment than about the file (a machine too busy, other work holding
 * memory): such a file is read again once this long has passed, not at every look, since a bomb would
 * cost its full time bound each time.
 */
const PASSING_FAILURES: readonly string[] = ['timeout', 'out-of-memory'];
export const READ_AGAIN_AFTER_MS = 24 * 3_600_000;

/**
 * Whether the content with this hash is to be read: never read, or failed for a passing reason at least
 * READ_AGAIN_AFTER_MS before `now` (ms). Whatever else came of reading it stands.
 */
export async function isToRead(db: Db, hash: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('document_texts')
    .select(['status', 'reason', 'read_at'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!row) return true;
  const passing = row.status === 'failed' && PASSING_FAILURES.includes(row.reason ?? '');
  return passing && Date.parse(row.read_at) <= now - READ_AGAIN_AFTER_MS;
}

/**
 * Records what reading a file gave, its pages with it, in one transaction, in place of a failure read
 * again (isToRead); false when the hash was recorded already otherwise (another reader a moment before:
 * its row stands, and nothing is added).
 */
export async function saveText(db: Db, hash: string, size: number, text: PdfText, readAt: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('document_texts')
      .where('hash', '=', hash)
      .where('status', '=', 'failed')
      .where('read_at', '<', readAt)
      .execute();
    const inserted = await trx
      .insertInto('document_texts')
      .values({
        hash,
        status: text.status,
        reason: text.status === 'failed' ? text.reason : null,
        page_count: text.status === 'text' ? text.pages.length : text.status === 'no-text' ? text.pageCount : 0,
        size,
        read_at: readAt,
      })
      .onConflict((c) => c.column('hash').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    if (text.status !== 'text') return true;
    const pages = text.pages.map((page, i) => ({ hash, page: i + 1, text: page }));
    for (let i = 0; i < pages.length; i += CHUNK) {
      await trx
        .insertInto('document_pages')
        .values(pages.slice(i, i + CHUNK))
        .execute();
    }
    return true;
  });
}

/**
 * Forgets what reading the content with this hash gave (its row and pages) so the reader reads it again
 * at its next look (hasUnreadFile): the addresses serving it, or null when no address serves such
 * content (nothing is forgotten then). In the caller's transaction, which records who asked with it.
 */
export async function forgetText(trx: Transaction<Database>, hash: string): Promise<string[] | null> {
  const files = await trx.selectFrom('document_files').select('path').where('hash', '=', hash).execute();
  if (files.length === 0) return null;
  await trx.deleteFrom('document_pages').where('hash', '=', hash).execute();
  await trx.deleteFrom('document_texts').where('hash', '=', hash).execute();
  return files.map((f) => f.path).sort();
}

/**
 * Whether some address serves content with no record of its reading: one forgotten to be read again
 * (forgetText), on whichever instance was asked. The lease holder asks at every tick, so such a file is
 * read within READ_EVERY_MS without the content version moving. One indexed probe.
 */
export async function hasUnreadFile(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('document_files as f')
    .leftJoin('document_texts as t', 't.hash', 'f.hash')
    .select('f.hash')
    .where('t.hash', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A scan (read as no-text from its text layer) that an address serves now, to be read by OCR. */
export interface ScanToRead {
  hash: string;
  path: string;
  pageCount: number;
}

/** The scans not yet read by OCR that some address serves, oldest first (one address each). */
export async function scansToRead(db: Db): Promise<ScanToRead[]> {
  const rows = await db
    .selectFrom('document_texts as t')
    .innerJoin('document_files as f', 'f.hash', 't.hash')
    .select(['t.hash', 'f.path', 't.page_count', 't.read_at'])
    .where('t.status', '=', 'no-text')
    .where('t.source', '=', 'text-layer')
    .orderBy('t.read_at')
    .orderBy('f.path')
    .execute();
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    if (seen.has(r.hash)) return [];
    seen.add(r.hash);
    return [{ hash: r.hash, path: r.path, pageCount: Number(r.page_count) }];
  });
}

/** What OCR gave for a scan: each page's text, none on any page, or why it stopped. */
export type OcrOutcome =
  | { status: 'text'; pages: string[] }
  | { status: 'no-text' }
  | { status: 'failed'; reason: 'damaged' | 'timeout' | 'too-large' | 'out-of-memory' | 'encrypted' };

/**
 * Records what OCR gave for a scan in place of its no-text row, with source `ocr`, its pages with it,
 * in one transaction. A scan OCR found nothing on, or gave up on, stays `no-text` (with the reason when
 * it gave up): it is not read again. False when the row had changed meanwhile (another reader a moment
 * before): nothing is written.
 */
export async function saveOcrText(db: Db, hash: string, outcome: OcrOutcome, readAt: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('document_texts')
      .set({
        status: outcome.status === 'text' ? 'text' : 'no-text',
        source: 'ocr',
        reason: outcome.status === 'failed' ? outcome.reason : null,
        read_at: readAt,
      })
      .where('hash', '=', hash)
      .where('status', '=', 'no-text')
      .where('source', '=', 'text-layer')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (outcome.status !== 'text') return true;
    const pages = outcome.pages.map((page, i) => ({ hash, page: i + 1, text: page }));
    for (let i = 0; i < pages.length; i += CHUNK) {
      await trx
        .insertInto('document_pages')
        .values(pages.slice(i, i + CHUNK))
        .execute();
    }
    return true;
  });
}

/**
 * Says which content an address serves. `seen_at` is when the address was first seen serving this
 * content: written with a new address or new bytes under an old one, left alone otherwise, so that
 * `documentsVersion` moves only when something changed. True when the row was written.
 */
export async function saveFile(db: Db, path: string, hash: string, seenAt: string): Promise<boolean> {
  const written = await db
    .insertInto('document_files')
    .values({ path, hash, seen_at: seenAt })
    .onConflict((c) => c.column('path').doUpdateSet({ hash, seen_at: seenAt }).where('document_files.hash', '<>', hash))
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Forgets the addresses not in `kept` (no published record uses them any longer, or they serve nothing);
 * how many. The texts stay: a file published again, or the same bytes under another address, is not read again.
 */
export async function forgetFilesBut(db: Db, kept: ReadonlySet<string>): Promise<number> {
  const rows = await db.selectFrom('document_files').select('path').execute();
  const gone = rows.map((row) => row.path).filter((path) => !kept.has(path));
  for (let i = 0; i < gone.length; i += CHUNK) {
    await db
      .deleteFrom('document_files')
      .where('path', 'in', gone.slice(i, i + CHUNK))
      .execute();
  }
  return gone.length;
}

/**
 * A mark that moves whenever the documents' tables change (a file read, an address added, removed or
 * serving new bytes), for the search index to know when to look again: cheap enough to ask on every
 * content check. Texts are added, or forgotten to be read again (forgetText) and added anew with a later
 * `read_at`, or read by OCR with a later `read_at` (saveOcrText), and addresses are added, changed (with a new
 * `seen_at`) or removed, so their counts and latest times together move with every change.
 */
export async function documentsVersion(db: Db): Promise<string> {
  const [texts, files] = await Promise.all([
    db
      .selectFrom('document_texts')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('read_at').as('latest')])
      .executeTakeFirst(),
    db
      .selectFrom('document_files')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('seen_at').as('latest')])
      .executeTakeFirst(),
  ]);
  return `${Number(texts?.n ?? 0)}:${texts?.latest ?? ''}:${Number(files?.n ?? 0)}:${files?.latest ?? ''}`;
}
