import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
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

  it('migrate while other schemas of the database are being dropped (the migrator lists every schema)', async () => {
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
});
