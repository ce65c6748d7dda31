import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, type Dialect, openPostgres, openSqlite } from '../../src/db/database.ts';

export interface TestDatabase {
  db: Db;
  dialect: Dialect;
  /** The PostgreSQL schema the database lives in (undefined for SQLite). */
  schema?: string;
  /** The SQLite file (undefined for PostgreSQL). */
  file?: string;
  /** Closes the connection and removes the database (SQLite file, PostgreSQL schema). */
  cleanup(): Promise<void>;
}

/** The databases every integration suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databases(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

async function safeDestroy(db: Db): Promise<void> {
  try {
    await db.destroy();
  } catch {
    // Already closed by the test (e.g. the health check test closes it on purpose).
  }
}

/** A fresh, empty database: a temp SQLite file, or a new schema `t_<random>` in the test PostgreSQL. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'muyuan-test-'));
    const file = join(dir, 'site.db');
    const { db } = openSqlite(file);
    return {
      db,
      dialect,
      file,
      cleanup: async () => {
        await safeDestroy(db);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${Math.random().toString(36).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const { db } = openPostgres(url, { searchPath: schema });
  return {
    db,
    dialect,
    schema,
    cleanup: async () => {
      await safeDestroy(db);
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop schema if exists ${schema} cascade`);
      await drop.end();
    },
  };
}
