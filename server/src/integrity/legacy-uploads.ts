import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Db } from '../db/database.ts';
import type { AttachmentStore } from './attachment-store.ts';

export interface MoveSummary {
  moved: number;
  /** Files a row names that were missing or unreadable: their rows stay, pointing at nothing. */
  failed: number;
  /** Files in the folder no row names (a crash's `.part` files, leftovers): left where they are. */
  unclaimed: number;
}

interface MoveLog {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
}

/** Files whose rows still name a file in UPLOAD_DIR: a name no blob has. */
function filesStillOnDisk(db: Db) {
  return db
    .selectFrom('complaint_files')
    .leftJoin('complaint_blobs', 'complaint_blobs.id', 'complaint_files.stored_name')
    .select(['complaint_files.id', 'complaint_files.stored_name'])
    .where('complaint_blobs.id', 'is', null)
    .execute();
}

/**
 * The one-time move of attachments from UPLOAD_DIR into the database, run at every start and
 * idempotent: a file whose row names no blob is copied, as sealed, into a new blob; then, in one
 * statement, its row is pointed at the blob (only if it still names the file, so two instances
 * starting together move it once); only after that has committed is the file deleted. A missing or
 * unreadable file is logged and skipped (its row keeps its old name, and the next start tries again).
 */
export async function moveLegacyUploads(
  db: Db,
  store: AttachmentStore,
  dir: string,
  log: MoveLog,
): Promise<MoveSummary> {
  const summary: MoveSummary = { moved: 0, failed: 0, unclaimed: 0 };
  const rows = await filesStillOnDisk(db);
  for (const row of rows) {
    const path = join(dir, row.stored_name);
    let blobId: string;
    try {
      // The server made these names (`<uuid>.bin`); a name with a path in it is no file of UPLOAD_DIR.
      if (basename(row.stored_name) !== row.stored_name) throw new Error('not a file name');
      ({ blobId } = await store.writeSealed(createReadStream(path)));
    } catch (err) {
      summary.failed++;
      log.warn({ err, file: row.id }, 'could not move a report attachment from UPLOAD_DIR into the database');
      continue;
    }
    const updated = await db
      .updateTable('complaint_files')
      .set({ stored_name: blobId })
      .where('id', '=', row.id)
      .where('stored_name', '=', row.stored_name)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      // Another instance moved it first.
      await store.discard(blobId);
      continue;
    }
    summary.moved++;
    await rm(path, { force: true }).catch((err: unknown) =>
      log.warn({ err, file: row.id }, 'moved a report attachment but could not delete its old file'),
    );
  }
  const left = await readdir(dir).catch(() => [] as string[]);
  const named = new Set((await filesStillOnDisk(db)).map((r) => r.stored_name));
  summary.unclaimed = left.filter((name) => !named.has(name)).length;
  if (summary.moved > 0 || summary.failed > 0) {
    log.info({ ...summary }, 'moved report attachments from UPLOAD_DIR into the database');
  }
  if (summary.unclaimed > 0) {
    log.warn(
      { files: summary.unclaimed, dir },
      'UPLOAD_DIR holds files no report attachment names (half-written or unclaimed uploads); they can be deleted',
    );
  }
  return summary;
}
