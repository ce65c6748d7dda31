import { execFileSync } from 'node:child_process';

/**
 * PostgreSQL is measured only when BENCH_DATABASE_URL names a database (e.g.
 * postgres://postgres@127.0.0.1:5432/test); the bench works in a schema of its own there, which it
 * creates empty and drops at the end, so the database keeps nothing of the run.
 */
export const BENCH_DATABASE_URL_VAR = 'BENCH_DATABASE_URL';

export interface ScratchSchema {
  schema: string;
  /** BENCH_DATABASE_URL with `search_path` set to the scratch schema, for the server's DATABASE_URL. */
  url: string;
  drop(): void;
}

/** A schema name of lower-case letters, digits and underscores only, unique per run. */
export function scratchSchemaName(now: Date, pid: number): string {
  return `bench_${now.toISOString().replace(/\D/g, '').slice(0, 14)}_${pid}`;
}

/** The connection URL with the search path set through the libpq `options` parameter (node-postgres reads it too). */
export function withSearchPath(databaseUrl: string, schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a plain schema name: ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

function psql(databaseUrl: string, sql: string): void {
  execFileSync('psql', ['-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', sql], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

export function createScratchSchema(databaseUrl: string, now: Date = new Date()): ScratchSchema {
  const schema = scratchSchemaName(now, process.pid);
  try {
    psql(databaseUrl, `CREATE SCHEMA ${schema}`);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(
      `could not create schema ${schema} through ${BENCH_DATABASE_URL_VAR} (needs psql): ${stderr ?? error}`,
    );
  }
  return {
    schema,
    url: withSearchPath(databaseUrl, schema),
    drop: () => psql(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}
