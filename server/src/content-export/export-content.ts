import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { contentMediaDir } from '../content-model/read-content.ts';
import type { Db } from '../db/database.ts';
import { exportUploads } from '../media/media-folder.ts';
import { MediaStore } from '../media/media-store.ts';
import { copyTree } from './copy-tree.ts';
import { readPublishedContent } from './published-files.ts';
import { yamlText } from './yaml-text.ts';

/** The export's folder already holds files and `--force` was not given; nothing was written. */
export class ExportDirNotEmptyError extends Error {
  override name = 'ExportDirNotEmptyError';
  constructor(readonly dir: string) {
    super(`${dir} is not empty; nothing was written. Export into an empty folder, or add --force to write over it.`);
  }
}

export interface ExportRequest {
  /** The configured content folder (CONTENT_DIR): its `media/` is copied. */
  contentDir: string;
  outDir: string;
  /** Write into a folder that is not empty, replacing the layout's files (other files are left as they are). */
  force?: boolean;
}

export interface ExportSummary {
  outDir: string;
  /** YAML files written (site.yaml and data/*.yaml). */
  files: number;
  /** Page files written (pages/<id>/<lang>.yaml). */
  records: number;
  /** Records not published, left out. */
  unpublished: number;
  pageFiles: number;
  mediaFiles: number;
  /** Files of the database's media store, written to `media/u/<sha256>.<ext>`. */
  uploadedFiles: number;
  /** Links under media/, not copied (`media/...`). */
  skipped: string[];
}

const isEmptyFolder = (dir: string): boolean => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * `npm run content -- export <dir>`: the database's published content as a content folder of the same
 * layout as content/, which `npm run seed -- --from <dir>` imports again unchanged (export, seed --from
 * --replace, export gives identical files). The database is read before anything is written.
 * Page copy is written from the database like the rest, one file per page and language. The configured
 * folder's `media/`, which the server serves and the console's records point into, is copied; the files uploaded in the console (the
 * database's media store) are written to `media/u/<sha256>.<ext>`, where the seed takes them from.
 */
export async function exportContent(db: Db, request: ExportRequest): Promise<ExportSummary> {
  const outDir = resolve(request.outDir);
  if (!request.force && !isEmptyFolder(outDir)) throw new ExportDirNotEmptyError(outDir);
  const { files, unpublished } = await readPublishedContent(db);
  for (const { file, value } of files) {
    const target = resolve(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, yamlText(value));
  }
  const media = copyTree(contentMediaDir(request.contentDir), contentMediaDir(outDir));
  const uploadedFiles = await exportUploads(new MediaStore(db), contentMediaDir(outDir));
  return {
    outDir,
    files: files.filter((f) => f.collection !== 'pages').length,
    records: files.reduce((sum, f) => sum + f.records, 0),
    unpublished,
    pageFiles: files.filter((f) => f.collection === 'pages').length,
    mediaFiles: media.files,
    uploadedFiles,
    skipped: media.skipped.map((m) => `media/${m}`),
  };
}
