import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';
import { resilientPool } from './resilient-pool.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface PostgresOptions {
  /** PostgreSQL `search_path` (tests use a schema of their own). */
  searchPath?: string;
  /** Giving up on a connection that does not complete its start-up in time. */
  connectTimeoutMs?: number;
  /**
   * The server cancels a statement running longer than this; the client gives up a little later
   * too, for a server that accepted the connection and then stopped answering.
   */
  statementTimeoutMs?: number;
}

export interface DatabaseOptions extends PostgresOptions {
  /** PostgreSQL connection URL; SQLite in `dataDir` when absent. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface OpenDatabase {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL's connection pool (its counts go to /metrics); SQLite has none. */
  pool?: pg.Pool;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
/** Head start of the server's statement timeout over the client's read timeout, so the server's cancel wins. */
const CLIENT_TIMEOUT_SLACK_MS = 1000;

/** Opens SQLite file `path` with WAL, foreign keys and a busy timeout (several processes may share it). */
export function openSqlite(path: string): OpenDatabase {
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    dialect: 'sqlite',
  };
}

export function openPostgres(url: string, options: PostgresOptions = {}): OpenDatabase {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + CLIENT_TIMEOUT_SLACK_MS,
    idle_in_transaction_session_timeout: statementTimeout * 2,
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return {
    db: new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: resilientPool(pool) }) }),
    dialect: 'postgres',
    pool,
  };
}

/** PostgreSQL when a URL is given, otherwise SQLite at `<dataDir>/site.db`. */
export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  mkdirSync(options.dataDir, { recursive: true });
  return openSqlite(resolve(options.dataDir, 'site.db'));
}
