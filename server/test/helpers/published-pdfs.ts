import { isoAt } from '../../src/admin/clock.ts';
import { readContentVersion, writeContentMeta } from '../../src/content-model/content-meta.ts';
import type { Db } from '../../src/db/database.ts';
import { MediaStore, storedPath } from '../../src/media/media-store.ts';

/** PDFs published the way the reader finds them: in the media library, named by an announcement. */

/** Puts `bytes` in the media library; its address (`/media/u/<sha256>.pdf`). */
export async function uploadPdf(db: Db, bytes: Buffer, name = 'file.pdf'): Promise<string> {
  const store = new MediaStore(db);
  const { row } = await store.keep(await store.writeBytes(bytes), {
    ext: 'pdf',
    kind: 'pdf',
    mime: 'application/pdf',
    original_name: name,
    uploaded_by: 'account:test',
    uploaded_by_name: null,
    uploaded_at: isoAt(Date.now()),
    width: null,
    height: null,
    pdf_title: null,
    pdf_pages: null,
  });
  return storedPath(row);
}

/** Publishes an announcement whose file is `address` (a row of the public table, as a publish writes it). */
export async function publishNotice(db: Db, id: string, address: string): Promise<void> {
  await db
    .insertInto('notices')
    .values({ id, publish_date: '2026-11-20', file_url: address, file_size: 1, title: `公告 ${id}` })
    .execute();
}

/** Unpublishes the announcement `id`. */
export async function unpublishNotice(db: Db, id: string): Promise<void> {
  await db.deleteFrom('notices').where('id', '=', id).execute();
}

/** Moves the content version on, as every publish does. */
export async function moveContentVersion(db: Db): Promise<void> {
  await writeContentMeta(db, { version: String(((await readContentVersion(db)) ?? 0) + 1) });
}
