import { sql } from 'kysely';
import type { Db } from '../../../server/src/db/database.ts';

export interface StoredPages {
  rows: number;
  /** The pages' text as UTF-8. */
  textBytes: number;
  /** The table and its primary key on disk (SQLite's pages of both, PostgreSQL's relation with its indexes and TOAST). */
  tableBytes: number;
}

/** What document_pages holds after the run, seed PDFs included (a few pages against the bench's thousands). */
export async function storedPages(db: Db, dialect: 'sqlite' | 'postgres'): Promise<StoredPages> {
  const totals =
    dialect === 'sqlite'
      ? await sql<{ rows: number; text_bytes: number | null }>`
          select count(*) as rows, sum(length(cast(text as blob))) as text_bytes from document_pages`.execute(db)
      : await sql<{ rows: string; text_bytes: string | null }>`
          select count(*) as rows, sum(octet_length(text)) as text_bytes from document_pages`.execute(db);
  const size =
    dialect === 'sqlite'
      ? await sql<{ bytes: number | null }>`
          select sum(pgsize) as bytes from dbstat
          where name in ('document_pages', 'sqlite_autoindex_document_pages_1')`.execute(db)
      : await sql<{ bytes: string }>`select pg_total_relation_size('document_pages') as bytes`.execute(db);
  const row = totals.rows[0];
  return {
    rows: Number(row?.rows ?? 0),
    textBytes: Number(row?.text_bytes ?? 0),
    tableBytes: Number(size.rows[0]?.bytes ?? 0),
  };
}
