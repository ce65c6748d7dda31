import { execFileSync } from 'node:child_process';

/** The local PostgreSQL the benchmark uses (trust authentication for the postgres role). */
export const POSTGRES_HOST = '127.0.0.1';
export const POSTGRES_PORT = 5432;
const ADMIN_ARGS = ['-h', POSTGRES_HOST, '-p', String(POSTGRES_PORT), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1'];

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): void;
}

function psql(sql: string): void {
  execFileSync('psql', [...ADMIN_ARGS, '-d', 'postgres', '-c', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Creates an empty database `bench_<timestamp>` that only this run uses; `drop()` removes it. */
export function createScratchDatabase(now: Date = new Date()): ScratchDatabase {
  const name = `bench_${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
  psql(`CREATE DATABASE ${name}`);
  return {
    name,
    url: `postgres://postgres@${POSTGRES_HOST}:${POSTGRES_PORT}/${name}`,
    // FORCE ends sessions the stopped server may not have closed yet.
    drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
