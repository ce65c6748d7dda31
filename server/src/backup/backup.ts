import { type Dialect, openDatabase } from '../db/database.ts';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import { type BackupHeader, BackupRefused, verifyBackupFile } from './backup-file.ts';
import { backupPostgres, postgresTargetHasData, restorePostgres } from './postgres-dump.ts';
import { backupSqlite, restoreSqlite, sqliteTargetHasData } from './sqlite-snapshot.ts';

/** Which database a backup is taken from or restored into: DATABASE_URL's PostgreSQL, else DATA_DIR's SQLite. */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema (tests use one of their own; else the URL's user's default). */
  searchPath?: string;
}

/** Backup and restore run statements that take longer than a request's. */
const STATEMENT_TIMEOUT_MS = 10 * 60_000;

const kindOf = (target: BackupTarget): Dialect => (target.databaseUrl ? 'postgres' : 'sqlite');
const KIND_NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function openPostgresTarget(target: BackupTarget) {
  return openDatabase({ ...target, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
}

/** Writes a backup of the target's database to `out` while the site keeps serving. */
export async function createBackup(target: BackupTarget, out: string): Promise<BackupHeader> {
  if (kindOf(target) === 'sqlite') return backupSqlite(target.dataDir, out);
  const { db } = openPostgresTarget(target);
  try {
    return await backupPostgres(db, out);
  } finally {
    await db.destroy();
  }
}

/**
 * Restores a backup into the target. Everything that can be checked is checked before the target is
 * touched: the file (backup-file.ts), that this code knows its migration, that its kind is the
 * target's, and that the target is empty unless `force`. Throws BackupRefused with the reason.
 */
export async function restoreBackup(
  path: string,
  target: BackupTarget,
  options: { force: boolean },
): Promise<BackupHeader> {
  const header = await verifyBackupFile(path);
  if (!MIGRATION_NAMES.includes(header.migration)) {
    throw new BackupRefused(
      `the backup holds a database at migration ${header.migration}, which this version of the site does not know; restore it with a newer release`,
    );
  }
  const kind = kindOf(target);
  if (header.kind !== kind) {
    throw new BackupRefused(
      `the backup is of a ${KIND_NAMES[header.kind]} database and the target is ${KIND_NAMES[kind]} (${
        header.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL'
      } to restore it)`,
    );
  }
  if (kind === 'sqlite') {
    if (!options.force && sqliteTargetHasData(target.dataDir)) {
      throw new BackupRefused(
        `the target ${target.dataDir} already holds a database (restore with --force to replace it)`,
      );
    }
    await restoreSqlite(path, header, target.dataDir, options.force);
    return header;
  }
  const { db } = openPostgresTarget(target);
  try {
    if (!options.force && (await postgresTargetHasData(db))) {
      throw new BackupRefused('the target database is not empty (restore with --force to replace it)');
    }
    await restorePostgres(path, header, db, options.force);
    return header;
  } finally {
    await db.destroy();
  }
}
