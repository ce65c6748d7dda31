import type { KeyObject } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { attachmentFileName } from './attachment-file.ts';
import { openReport, readAttachment } from './officer.ts';
import type { UploadStore } from './upload-store.ts';

/**
 * `npm run compliance -- export`: a report decrypted into a folder, its attachments each saved under
 * the name attachment-file.ts gives it (the detected type's extension), and report.json, which lists
 * each attachment with the reporter's own name as text beside the name it was saved under.
 */
export async function exportReport(
  db: Db,
  privateKey: KeyObject,
  store: UploadStore,
  id: string,
  outDir: string,
): Promise<{ id: string; files: string[] }> {
  const report = await openReport(db, privateKey, id);
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const { files, ...rest } = report;
  const listing = [];
  for (const [i, file] of files.entries()) {
    const savedAs = attachmentFileName(i + 1, file.name, file.type);
    writeFileSync(join(outDir, savedAs), await readAttachment(store, file), { mode: 0o600 });
    const { key: _k, storedName: _s, ...shown } = file;
    listing.push({ ...shown, savedAs });
  }
  writeFileSync(join(outDir, 'report.json'), JSON.stringify({ ...rest, files: listing }, null, 2), { mode: 0o600 });
  return { id: report.id, files: listing.map((f) => f.savedAs) };
}
