import type { DocumentState } from '@muyuan/contract/admin/documents';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** The SQL of the console's documents screen: each address with what reading its bytes gave. */

/** An address with its text row's fields (all null while it waits to be read). */
export interface AddressRow {
  path: string;
  hash: string;
  status: 'text' | 'no-text' | 'failed' | null;
  source: 'text-layer' | 'ocr' | null;
  reason: string | null;
  page_count: number | null;
  size: number | null;
  read_at: string | null;
}

type Joined = ExpressionBuilder<Database & { f: Database['document_files']; t: Database['document_texts'] }, 'f' | 't'>;

/** The rows of one state (see DOCUMENT_STATES and stateOf, which must agree). */
function inState(eb: Joined, state: DocumentState) {
  switch (state) {
    case 'waiting':
      return eb('t.hash', 'is', null);
    case 'text':
      return eb.and([eb('t.status', '=', 'text'), eb('t.source', '<>', 'ocr')]);
    case 'ocr':
      return eb.and([eb('t.status', '=', 'text'), eb('t.source', '=', 'ocr')]);
    default:
      return eb('t.status', '=', state);
  }
}

/** What a row's status and source make of it, for the console. */
export function stateOf(status: AddressRow['status'], source: AddressRow['source']): DocumentState {
  if (status === null) return 'waiting';
  if (status === 'text') return source === 'ocr' ? 'ocr' : 'text';
  return status;
}

const addresses = (db: Db) => db.selectFrom('document_files as f').leftJoin('document_texts as t', 't.hash', 'f.hash');

/** A page of addresses, by address, in `state` when given; and how many there are in all. */
export async function addressPage(
  db: Db,
  offset: number,
  limit: number,
  state: DocumentState | undefined,
): Promise<{ rows: AddressRow[]; total: number }> {
  const filtered = addresses(db).$if(state !== undefined, (qb) =>
    qb.where((eb) => inState(eb, state as DocumentState)),
  );
  const [rows, total] = await Promise.all([
    filtered
      .select(['f.path', 'f.hash', 't.status', 't.source', 't.reason', 't.page_count', 't.size', 't.read_at'])
      .orderBy('f.path')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      page_count: r.page_count === null ? null : Number(r.page_count),
      size: r.size === null ? null : Number(r.size),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Addresses in each state. */
export async function stateCounts(db: Db): Promise<Record<DocumentState, number>> {
  const groups = await addresses(db)
    .select((eb) => ['t.status', 't.source', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['t.status', 't.source'])
    .execute();
  const counts: Record<DocumentState, number> = { text: 0, ocr: 0, 'no-text': 0, failed: 0, waiting: 0 };
  for (const g of groups) counts[stateOf(g.status, g.source)] += Number(g.n);
  return counts;
}

/** What reading the content with this hash gave, for each of `paths` that document_files knows. */
export async function textOfPaths(
  db: Db,
  paths: readonly string[],
): Promise<Map<string, Pick<AddressRow, 'status' | 'source' | 'reason'>>> {
  if (paths.length === 0) return new Map();
  const rows = await addresses(db)
    .select(['f.path', 't.status', 't.source', 't.reason'])
    .where('f.path', 'in', paths)
    .execute();
  return new Map(rows.map((r) => [r.path, r]));
}

/** The names media-library files (`/media/u/<sha256>.<ext>`) among `paths` were uploaded under, by path. */
export async function uploadNames(db: Db, paths: readonly string[]): Promise<Map<string, string>> {
  const uploads = paths.flatMap((path) => {
    const m = /^\/media\/u\/([0-9a-f]{64})\.[a-z0-9]+$/.exec(path);
    return m?.[1] ? [{ path, sha256: m[1] }] : [];
  });
  if (uploads.length === 0) return new Map();
  const rows = await db
    .selectFrom('media_files')
    .select(['sha256', 'original_name'])
    .where(
      'sha256',
      'in',
      uploads.map((u) => u.sha256),
    )
    .execute();
  const names = new Map(rows.map((r) => [r.sha256, r.original_name]));
  return new Map(uploads.flatMap((u) => (names.has(u.sha256) ? [[u.path, names.get(u.sha256) ?? '']] : [])));
}

/**
 * The published records whose JSON names each of `paths`: one query for the page (a LIKE per address,
 * then the exact text checked here, since `_` and `%` in a file name are LIKE's wildcards).
 */
export async function publishedUsesOf(
  db: Db,
  paths: readonly string[],
): Promise<Map<string, { collection: string; id: string }[]>> {
  const uses = new Map<string, { collection: string; id: string }[]>(paths.map((p) => [p, []]));
  if (paths.length === 0) return uses;
  const records = await db
    .selectFrom('content_documents')
    .select(['collection', 'record_id', 'json'])
    .where('published', '=', 1)
    .where((eb) => eb.or(paths.map((p) => eb('json', 'like', `%${p}%`))))
    .orderBy('collection')
    .orderBy('record_id')
    .execute();
  for (const path of paths) {
    uses.set(
      path,
      records.filter((r) => r.json.includes(path)).map((r) => ({ collection: r.collection, id: r.record_id })),
    );
  }
  return uses;
}
