import type { KeyObject } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database.ts';
import { attachmentFileName } from './attachment-file.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { openAttachment, openReport } from './officer.ts';

/**
 * `npm run compliance -- export`: a report decrypted into a folder, its attachments each saved under
 * the name attachment-file.ts gives it (the detected type's extension), and report.json, which lists
 * each attachment with the reporter's own name as text beside the name it was saved under.
 */
export async function exportReport(
  db: Db,
  privateKey: KeyObject,
  store: AttachmentStore,
  id: string,
  outDir: string,
): Promise<{ id: string; files: string[] }> {
  const report = await openReport(db, privateKey, id);
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const { files, ...rest } = report;
  const listing = [];
  for (const [i, file] of files.entries()) {
    const savedAs = attachmentFileName(i + 1, file.name, file.type);
    const path = join(outDir, savedAs);
    // Streamed from the database to the disk; a file that fails to decrypt is not left half-written.
    await pipeline(openAttachment(store, file), createWriteStream(path, { mode: 0o600 })).catch((error: unknown) => {
      rmSync(path, { force: true });
      throw error;
    });
    const { key: _k, storedName: _s, ...shown } = file;
    listing.push({ ...shown, savedAs });
  }
  writeFileSync(join(outDir, 'report.json'), JSON.stringify({ ...rest, files: listing }, null, 2), { mode: 0o600 });
  return { id: report.id, files: listing.map((f) => f.savedAs) };
}
