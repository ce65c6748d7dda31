import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection URL; SQLite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL `search_path` (tests use a schema of their own). */
  searchPath?: string;
}

export interface OpenDatabase {
  db: Db;
  dialect: Dialect;
}

/** Opens SQLite file `path` with WAL, foreign keys and a busy timeout (several processes may share it). */
export function openSqlite(path: string): OpenDatabase {
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}

export function openPostgres(url: string, searchPath?: string): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}

/** PostgreSQL when a URL is given, otherwise SQLite at `<dataDir>/site.db`. */
export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.searchPath);
  mkdirSync(options.dataDir, { recursive: true });
  return openSqlite(resolve(options.dataDir, 'site.db'));
}
