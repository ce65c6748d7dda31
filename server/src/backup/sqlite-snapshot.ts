import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SqliteDatabase from 'better-sqlite3';
import { type BackupHeader, BackupRefused, openBackupBody, writeBackupFile } from './backup-file.ts';

/** The database file of a DATA_DIR (as db/database.ts opens it). */
export const sqliteFileOf = (dataDir: string) => resolve(dataDir, 'site.db');

function lastMigrationIn(file: string): string | undefined {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const row = database.prepare('select max(name) as name from kysely_migration').get() as { name: string | null };
    return row.name ?? undefined;
  } catch {
    return undefined;
  } finally {
    database.close();
  }
}

/**
 * Backs up DATA_DIR's database while servers use it: SQLite's online backup API copies a consistent
 * snapshot into a file beside `out` (it starts again by itself if another connection writes during
 * the copy), which becomes the gzipped body.
 */
export async function backupSqlite(dataDir: string, out: string): Promise<BackupHeader> {
  const source = sqliteFileOf(dataDir);
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  const snapshot = `${out}.snapshot`;
  try {
    const database = new SqliteDatabase(source, { fileMustExist: true });
    try {
      database.pragma('busy_timeout = 5000');
      await database.backup(snapshot);
    } finally {
      database.close();
    }
    // The copy keeps the source's WAL mode; as one self-contained file it needs none (a server
    // opening the restored file turns WAL on again).
    const copy = new SqliteDatabase(snapshot, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const migration = lastMigrationIn(snapshot);
    if (!migration) throw new Error(`the database at ${source} has no migrations applied`);
    return await writeBackupFile(
      out,
      { kind: 'sqlite', createdAt: new Date().toISOString(), migration },
      createReadStream(snapshot),
    );
  } finally {
    for (const file of [snapshot, `${snapshot}-wal`, `${snapshot}-shm`]) await rm(file, { force: true });
  }
}

/** Whether DATA_DIR holds a database with any table (an absent or blank file is empty). */
export function sqliteTargetHasData(dataDir: string): boolean {
  const file = sqliteFileOf(dataDir);
  if (!existsSync(file)) return false;
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const row = database.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
    return row.n > 0;
  } finally {
    database.close();
  }
}

/**
 * Restores a verified SQLite backup into DATA_DIR: the body is unzipped into a file beside the
 * target and checked (SQLite's integrity check, the migration the header names) before it replaces
 * anything; with `replace`, the old database is checkpointed and its WAL removed first, so no old
 * log is ever read against the new file. The rename is the one step that changes the target.
 */
export async function restoreSqlite(
  path: string,
  header: BackupHeader,
  dataDir: string,
  replace: boolean,
): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const target = sqliteFileOf(dataDir);
  const incoming = `${target}.restoring`;
  try {
    await pipeline(openBackupBody(path), createWriteStream(incoming, { mode: 0o600 }));
    const database = new SqliteDatabase(incoming, { readonly: true, fileMustExist: true });
    let check: unknown;
    try {
      check = database.pragma('integrity_check', { simple: true });
    } catch {
      check = 'not a database';
    } finally {
      database.close();
    }
    if (check !== 'ok') throw new BackupRefused('the backup body is not a sound SQLite database');
    if (lastMigrationIn(incoming) !== header.migration) {
      throw new BackupRefused('the backup body does not hold the migration its header names');
    }
    if (replace && existsSync(target)) {
      const old = new SqliteDatabase(target, { fileMustExist: true });
      old.pragma('wal_checkpoint(TRUNCATE)');
      old.close();
      await rm(`${target}-wal`, { force: true });
      await rm(`${target}-shm`, { force: true });
    }
    await rename(incoming, target);
  } finally {
    for (const file of [incoming, `${incoming}-wal`, `${incoming}-shm`]) await rm(file, { force: true });
  }
}
