import { type ContentRows, type ContentTable, collectionRows, rowScope, TABLE_COLLECTIONS } from './collection-rows.ts';
import type { ContentData } from './content-schema.ts';
import { mediaFileSize, type StoredMedia } from './media-check.ts';

export type { ContentRows };

/** A media file's size as the rows give it: 0 when the file cannot be measured. */
export const mediaSize = (mediaDir: string, storedMedia?: StoredMedia) => (address: string) =>
  mediaFileSize(mediaDir, address, storedMedia) ?? 0;

const EMPTY_ROWS = (): ContentRows => ({
  articles: [],
  notices: [],
  notice_types: [],
  surveys: [],
  dividends: [],
  financial_figures: [],
  periodic_reports: [],
  bond_terms: [],
  banners: [],
  reports: [],
  brief: [],
  leaders: [],
  course: [],
  public_welfare: [],
  brand_build: [],
  sales_cards: [],
  partners: [],
  quotes: [],
  market_closures: [],
  ir_events: [],
  depts: [],
  dept_types: [],
  page_copy: [],
});

/** Turns validated content into table rows (Markdown rendered, file sizes measured): every collection's. */
export function toRows(bundle: { data: ContentData; mediaDir: string; storedMedia?: StoredMedia }): ContentRows {
  const size = mediaSize(bundle.mediaDir, bundle.storedMedia);
  const rows = EMPTY_ROWS();
  for (const collection of TABLE_COLLECTIONS) {
    const table: ContentTable = rowScope(collection).table;
    (rows[table] as unknown[]).push(...collectionRows(collection, bundle.data[collection], size));
  }
  return rows;
}
