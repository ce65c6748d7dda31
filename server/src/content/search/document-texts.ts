import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageText } from '../../search/page-hits.ts';

/** The content hash each PDF address served when the reader last looked. */
export async function fileHashes(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('document_files').select(['path', 'hash']).execute();
  return new Map(rows.map((r) => [r.path, r.hash]));
}

export interface ReadText {
  ocr: boolean;
  readAt: string;
}

/** The file contents that have text: a failed or scanned file without OCR has no words to find. */
export async function textsRead(db: Db): Promise<Map<string, ReadText>> {
  const rows = await db
    .selectFrom('document_texts')
    .select(['hash', 'source', 'read_at'])
    .where('status', '=', 'text')
    .execute();
  return new Map(rows.map((r) => [r.hash, { ocr: r.source === 'ocr', readAt: r.read_at }]));
}

/** One file content's pages in order: what the index reads it from. */
export async function pagesOf(db: Db, hash: string): Promise<string[]> {
  const rows = await db.selectFrom('document_pages').select('text').where('hash', '=', hash).orderBy('page').execute();
  return rows.map((r) => r.text);
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The pages of the given file contents holding any of the query's terms (lower case), for the results
 * shown: the database filters them, so only the pages worth a snippet travel. SQLite's lower() folds
 * ASCII only, which is every case Chinese and English text has.
 */
export async function pagesWithTerms(
  db: Db,
  hashes: readonly string[],
  terms: readonly string[],
): Promise<Map<string, PageText[]>> {
  const byHash = new Map<string, PageText[]>(hashes.map((h) => [h, []]));
  if (hashes.length === 0 || terms.length === 0) return byHash;
  const rows = await db
    .selectFrom('document_pages')
    .select(['hash', 'page', 'text'])
    .where('hash', 'in', [...hashes])
    .where((eb) =>
      eb.or(terms.map((t) => eb(sql`lower(${eb.ref('text')})`, 'like', sql`${likePattern(t)} escape '\\'`))),
    )
    .execute();
  for (const r of rows) byHash.get(r.hash)?.push({ page: Number(r.page), text: r.text });
  return byHash;
}
