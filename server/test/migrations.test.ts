import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  lastAppliedMigration,
  MIGRATION_NAMES,
  migrateToLatest,
  migrateWithinTransactionTo,
} from '../src/db/migrate.ts';
import { createTestDatabase, databases } from './helpers/databases.ts';

// PostgreSQL only: SQLite has one schema per file. It runs where TEST_DATABASE_URL is set (always on CI).
const dialect = 'postgres';
describe.runIf(databases().includes(dialect))(`migrations on ${dialect}`, () => {
  it("create the site's tables in its own schema while another schema of the database has them already", async () => {
    // Another copy of the site in the same database (a staging site, the bench's scratch schema).
    const other = await createTestDatabase(dialect);
    const mine = await createTestDatabase(dialect);
    try {
      await migrateToLatest(other.db);
      const applied = await migrateToLatest(mine.db);
      expect(applied.length).toBeGreaterThan(0);
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = $1`,
        [mine.schema],
      );
      await client.end();
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'articles', 'complaints']),
      );
    } finally {
      await mine.cleanup();
      await other.cleanup();
    }
  });

  it('migrate while other schemas of the database are being dropped', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const others = Array.from({ length: 40 }, (_, i) => `drop_${Math.random().toString(36).slice(2, 10)}_${i}`);
    for (const name of others) await client.query(`create schema ${name}; create table ${name}.t (a int, b int)`);
    const mine = await createTestDatabase(dialect);
    try {
      const dropping = (async () => {
        for (const name of others) await client.query(`drop schema ${name} cascade`);
      })();
      // Several fresh migrations while the drops go on: each lists the catalogue at least once.
      for (let i = 0; i < 3; i++) {
        const fresh = await createTestDatabase(dialect);
        try {
          expect((await migrateToLatest(fresh.db)).length).toBeGreaterThan(0);
        } finally {
          await fresh.cleanup();
        }
      }
      await dropping;
      expect((await migrateToLatest(mine.db)).length).toBeGreaterThan(0);
    } finally {
      for (const name of others) await client.query(`drop schema if exists ${name} cascade`);
      await client.end();
      await mine.cleanup();
    }
  });

  it("looks only at its own schema: another schema's tables are not listed", async () => {
    const other = await createTestDatabase(dialect);
    const mine = await createTestDatabase(dialect);
    try {
      await migrateToLatest(other.db);
      expect(await mine.db.introspection.getTables()).toEqual([]);
      await migrateToLatest(mine.db);
      const tables = await mine.db.introspection.getTables();
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([mine.schema]));
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['kysely_migration', 'notices']));
    } finally {
      await mine.cleanup();
      await other.cleanup();
    }
  });

  it("migrates in a restore's transaction while other schemas are dropped and their columns change", async () => {
    // A restore brings an empty database to a migration inside one transaction: a failed catalogue query
    // there cannot be retried, so the migrator must not read other schemas at all (it once failed CI with
    // 'schema "t_…" does not exist' and 'column "type" of relation "notices" does not exist').
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const others = Array.from({ length: 30 }, (_, i) => `churn_${Math.random().toString(36).slice(2, 10)}_${i}`);
    for (const name of others) await client.query(`create schema ${name}; create table ${name}.notices (type text)`);
    let churning = true;
    const churn = (async () => {
      for (let round = 0; churning; round++) {
        const name = others[round % others.length] as string;
        await client.query(`alter table ${name}.notices drop column if exists type`);
        await client.query(`alter table ${name}.notices add column type text`);
        if (round % 3 === 0) await client.query(`drop schema if exists ${others.shift()} cascade`);
        if (others.length === 0) break;
      }
    })();
    try {
      for (let i = 0; i < 4; i++) {
        const fresh = await createTestDatabase(dialect);
        try {
          // As restorePostgres does: one connection, its own transaction around the migrations.
          await fresh.db.connection().execute(async (connection) => {
            await sql`begin`.execute(connection);
            await migrateWithinTransactionTo(connection, MIGRATION_NAMES.at(-1) as string);
            await sql`commit`.execute(connection);
          });
          expect(await lastAppliedMigration(fresh.db)).toBe(MIGRATION_NAMES.at(-1));
        } finally {
          await fresh.cleanup();
        }
      }
    } finally {
      churning = false;
      await churn;
      for (const name of others) await client.query(`drop schema if exists ${name} cascade`);
      await client.end();
    }
  });
});
