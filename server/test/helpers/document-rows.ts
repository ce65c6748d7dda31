import type { Db } from '../../src/db/database.ts';

export interface StoredDocument {
  /** The site addresses serving these bytes. */
  paths: string[];
  hash: string;
  pages: string[];
  status?: 'text' | 'no-text' | 'failed';
  source?: 'text-layer' | 'ocr';
  readAt?: string;
}

/**
 * Writes what the PDF reader would store for one file (document_texts, its pages, the addresses
 * pointing at it), so the search is tested on the reader's tables without reading a PDF.
 */
export async function storeDocument(db: Db, d: StoredDocument): Promise<void> {
  const readAt = d.readAt ?? new Date().toISOString();
  await db
    .insertInto('document_texts')
    .values({
      hash: d.hash,
      status: d.status ?? 'text',
      source: d.source ?? 'text-layer',
      reason: d.status === 'failed' ? 'damaged' : null,
      page_count: d.pages.length,
      size: 1000 * d.pages.length,
      read_at: readAt,
    })
    .execute();
  if (d.pages.length > 0)
    await db
      .insertInto('document_pages')
      .values(d.pages.map((text, i) => ({ hash: d.hash, page: i + 1, text })))
      .execute();
  if (d.paths.length > 0)
    await db
      .insertInto('document_files')
      .values(d.paths.map((path) => ({ path, hash: d.hash, seen_at: readAt })))
      .execute();
}
