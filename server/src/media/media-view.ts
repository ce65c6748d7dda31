import type { MediaFile, MediaKind } from '@muyuan/contract/admin/media';
import { type MediaFileRow, storedPath } from './media-store.ts';

/** A stored file as the API answers it. */
export function mediaFileOf(row: MediaFileRow): MediaFile {
  return {
    path: storedPath(row),
    sha256: row.sha256,
    kind: row.kind as MediaKind,
    mime: row.mime,
    size: Number(row.size),
    name: row.original_name,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
    uploadedByName: row.uploaded_by_name,
    ...(row.kind === 'pdf'
      ? { pdf: { title: row.pdf_title, pages: row.pdf_pages === null ? null : Number(row.pdf_pages) } }
      : {}),
    ...(row.width !== null && row.height !== null
      ? { image: { width: Number(row.width), height: Number(row.height) } }
      : {}),
  };
}
