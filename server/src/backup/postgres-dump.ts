import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { lastAppliedMigration, migrateWithinTransactionTo } from '../db/migrate.ts';
import { type BackupHeader, BackupRefused, openBackupBody, writeBackupFile } from './backup-file.ts';

/**
 * PostgreSQL's backup body: every table of the site's schema as JSON lines, parents before the
 * tables that reference them. A table starts with `{"table":…,"columns":[…],"bytes":[…]}` (`bytes`:
 * the bytea columns, written as base64) and each row follows as an array of its columns' values;
 * `{"end":true,"tables":N}` closes the body. The schema itself is not in it: a restore builds it with
 * the site's own migrations up to the one the header names, then copies the rows in.
 */

/** Kysely's bookkeeping, rebuilt by the migrations a restore runs. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/** Rows fetched at a time: few for tables of attachment chunks (256 KiB each), more for the rest. */
const ROWS_PER_FETCH = 500;
const BYTES_ROWS_PER_FETCH = 4;
/** Rows per insert when restoring (and fewer when they are chunks). */
const ROWS_PER_INSERT = 200;

// biome-ignore lint/suspicious/noExplicitAny: the dump handles every table of the schema, whatever its type
type AnyDb = Kysely<any>;

interface TableSection {
  table: string;
  columns: string[];
  bytes: string[];
}

async function tablesOf(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

/** The site's tables, each after the tables it references (a restore inserts in this order). */
async function tablesInOrder(db: AnyDb): Promise<string[]> {
  const tables = (await tablesOf(db)).filter((t) => !MIGRATION_TABLES.includes(t));
  const { rows } = await sql<{ child: string; parent: string }>`
    select ch.relname as child, pa.relname as parent
    from pg_constraint c
    join pg_class ch on ch.oid = c.conrelid
    join pg_class pa on pa.oid = c.confrelid
    join pg_namespace n on n.oid = ch.relnamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const r of rows) if (r.child === table && r.parent !== table) visit(r.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function sectionOf(db: AnyDb, table: string): Promise<TableSection> {
  const { rows } = await sql<{ name: string; type: string }>`
    select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  return { table, columns: rows.map((r) => r.name), bytes: rows.filter((r) => r.type === 'bytea').map((r) => r.name) };
}

/** The body's lines, read through a cursor a few rows at a time, inside the caller's transaction. */
async function* dumpLines(db: AnyDb): AsyncGenerator<string> {
  const tables = await tablesInOrder(db);
  for (const table of tables) {
    const section = await sectionOf(db, table);
    yield `${JSON.stringify(section)}\n`;
    const perFetch = section.bytes.length > 0 ? BYTES_ROWS_PER_FETCH : ROWS_PER_FETCH;
    await sql`declare site_backup no scroll cursor for select * from ${sql.table(table)}`.execute(db);
    for (;;) {
      const { rows } = await sql<
        Record<string, unknown>
      >`fetch forward ${sql.raw(String(perFetch))} from site_backup`.execute(db);
      if (rows.length === 0) break;
      for (const row of rows) {
        const values = section.columns.map((c) => {
          const value = row[c];
          return Buffer.isBuffer(value) ? value.toString('base64') : value;
        });
        yield `${JSON.stringify(values)}\n`;
      }
    }
    await sql`close site_backup`.execute(db);
  }
  yield `${JSON.stringify({ end: true, tables: tables.length })}\n`;
}

/**
 * Backs up the PostgreSQL database while servers use it: one REPEATABLE READ, READ ONLY transaction
 * sees one snapshot of every table from its first statement to its last, whatever is written meanwhile.
 */
export async function backupPostgres(db: Db, out: string): Promise<BackupHeader> {
  return db.connection().execute(async (connection) => {
    await sql`begin transaction isolation level repeatable read read only`.execute(connection);
    try {
      const migration = await lastAppliedMigration(connection);
      if (!migration) throw new Error('the database has no migrations applied');
      const header = await writeBackupFile(
        out,
        { kind: 'postgres', createdAt: new Date().toISOString(), migration },
        Readable.from(dumpLines(connection as AnyDb)),
      );
      await sql`commit`.execute(connection);
      return header;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

/** Whether the schema the connection uses holds any table. */
export async function postgresTargetHasData(db: Db): Promise<boolean> {
  return (await tablesOf(db as AnyDb)).length > 0;
}

async function insertRows(db: AnyDb, section: TableSection, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(section.columns.map((c) => sql.ref(c)));
  const values = sql.join(rows.map((row) => sql`(${sql.join(row)})`));
  await sql`insert into ${sql.table(section.table)} (${columns}) values ${values}`.execute(db);
}

/**
 * Restores a verified PostgreSQL backup into the connection's schema in one transaction: with
 * `replace`, every table there is dropped first; the migrations build the schema up to the header's;
 * the rows are copied in. Anything failing rolls all of it back, the old tables included.
 */
export async function restorePostgres(path: string, header: BackupHeader, db: Db, replace: boolean): Promise<void> {
  await db.connection().execute(async (connection) => {
    const trx = connection as AnyDb;
    await sql`begin`.execute(trx);
    try {
      const existing = await tablesOf(trx);
      if (existing.length > 0) {
        if (!replace) throw new BackupRefused('the target database is not empty (restore with --force to replace it)');
        await sql`drop table ${sql.join(existing.map((t) => sql.table(t)))} cascade`.execute(trx);
      }
      await migrateWithinTransactionTo(trx, header.migration);
      let section: TableSection | undefined;
      let batch: unknown[][] = [];
      let ended = false;
      const flush = async () => {
        if (section) await insertRows(trx, section, batch);
        batch = [];
      };
      for await (const line of createInterface({ input: openBackupBody(path), crlfDelay: Number.POSITIVE_INFINITY })) {
        if (!line) continue;
        const item = JSON.parse(line) as TableSection | unknown[] | { end: true };
        if (Array.isArray(item)) {
          if (!section) throw new BackupRefused('the backup body has a row before its table');
          const current = section;
          batch.push(
            item.map((value, i) => {
              const column = current.columns[i] ?? '';
              return current.bytes.includes(column) && typeof value === 'string' ? Buffer.from(value, 'base64') : value;
            }),
          );
          if (batch.length >= (current.bytes.length > 0 ? BYTES_ROWS_PER_FETCH : ROWS_PER_INSERT)) await flush();
        } else if ('end' in item) {
          await flush();
          ended = true;
        } else {
          await flush();
          section = item;
          // Migrations may seed a table; the backup's rows are the whole truth.
          await sql`delete from ${sql.table(section.table)}`.execute(trx);
        }
      }
      if (!ended) throw new BackupRefused('the backup body ends before its last table');
      await sql`commit`.execute(trx);
    } catch (error) {
      await sql`rollback`.execute(trx).catch(() => {});
      throw error;
    }
  });
}
