import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { UploadResult } from '@muyuan/contract/compliance';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type BackupTarget, createBackup, restoreBackup } from '../src/backup/backup.ts';
import { BackupRefused, HEADER_BYTES, MAGIC, writeBackupFile } from '../src/backup/backup-file.ts';
import { REPO_ROOT } from '../src/config.ts';
import { type Db, openSqlite } from '../src/db/database.ts';
import { MIGRATION_NAMES, migrateToLatest } from '../src/db/migrate.ts';
import { AttachmentStore } from '../src/integrity/attachment-store.ts';
import { keyFiles } from '../src/integrity/keys.ts';
import { openReport, readAttachment } from '../src/integrity/officer.ts';
import { clientAddress } from './helpers/client-address.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { aReport, firstStartPrivateKey, lookup, PNG, submit, upload, uploaded } from './helpers/integrity.ts';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A backup file with its header changed (the body, and so its checksum, untouched). */
function withHeader(file: string, out: string, change: (header: Record<string, unknown>) => void): string {
  const bytes = readFileSync(file);
  const header = JSON.parse(bytes.subarray(MAGIC.length, HEADER_BYTES).toString('utf8').trimEnd());
  change(header);
  const text = `${(MAGIC + JSON.stringify(header)).padEnd(HEADER_BYTES - 1, ' ')}\n`;
  writeFileSync(out, Buffer.concat([Buffer.from(text), bytes.subarray(HEADER_BYTES)]));
  return out;
}

/** A fresh, empty place to restore into, and how to open what is restored there. */
interface Target {
  target: BackupTarget;
  open(): Db;
  /** The tables and the reports there: what a refused restore must leave as it was. */
  fingerprint(): Promise<string>;
  cleanup(): Promise<void>;
}

async function freshTarget(dialect: 'sqlite' | 'postgres'): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'muyuan-restore-'));
  if (dialect === 'sqlite') {
    const open = () => openSqlite(join(dataDir, 'site.db')).db;
    return {
      target: { dataDir },
      open,
      fingerprint: async () => {
        const files = readdirSync(dataDir).sort();
        if (!files.includes('site.db')) return JSON.stringify(files);
        const db = open();
        try {
          const { rows } = await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
          const reports = await db.selectFrom('complaints').select('id').orderBy('id').execute();
          return JSON.stringify({ tables: rows, reports });
        } finally {
          await db.destroy();
        }
      },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database: TestDatabase = await createTestDatabase('postgres');
  return {
    target: { databaseUrl: postgresUrl, dataDir, searchPath: database.schema ?? '' },
    open: () => database.db,
    fingerprint: async () => {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`.execute(
        database.db,
      );
      const reports = rows.some((r) => r.name === 'complaints')
        ? await database.db.selectFrom('complaints').select('id').orderBy('id').execute()
        : [];
      return JSON.stringify({ tables: rows, reports });
    },
    cleanup: async () => {
      await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(databases())('backup and restore on %s', (dialect) => {
  let source: TestApp;
  let work: string;
  /** Written by the first test (taken while requests are served); the others restore it. */
  let backup: string;
  let code: string;
  let files: UploadResult[];
  const contents = [PNG, Buffer.from(randomBytes(400 * 1024).toString('hex'))];
  const sourceTarget = (): BackupTarget =>
    dialect === 'sqlite'
      ? { dataDir: dirname(source.file ?? '') }
      : { databaseUrl: postgresUrl, dataDir: source.config.dataDir, searchPath: source.schema ?? '' };
  /** The keys the source server made: a restored site is given the same (they are not in the backup). */
  const sourceKeys = () => ({
    compliancePublicKey: readFileSync(keyFiles(source.config.dataDir).publicKey, 'utf8').trim(),
    complianceCodeKey: readFileSync(keyFiles(source.config.dataDir).codeKey, 'utf8').trim(),
  });

  beforeAll(async () => {
    source = await createTestApp(dialect, {
      uploadRateLimitMax: 1000,
      reportRateLimitMax: 1000,
      lookupRateLimitMax: 1000,
    });
    work = mkdtempSync(join(tmpdir(), 'muyuan-backup-'));
    backup = join(work, 'site.backup');
    files = [];
    for (const [i, content] of contents.entries()) {
      const res = await upload(source.app, i === 0 ? 'photo.png' : 'ledger.txt', content);
      expect(res.statusCode).toBe(200);
      files.push(uploaded(res));
    }
    const sent = await submit(source.app, aReport({ attachments: files.map((f) => ({ id: f.id, key: f.key })) }));
    expect(sent.statusCode).toBe(200);
    code = sent.json().data.queryCode;
  });
  afterAll(async () => {
    await source?.cleanup();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Opens what was restored as a server would (migrations to the latest) and reads the report back. */
  async function expectReportReadable(db: Db): Promise<void> {
    await migrateToLatest(db);
    const dataDir = mkdtempSync(join(tmpdir(), 'muyuan-restored-'));
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp(testConfig({ dataDir, ...sourceKeys() }), { db });
      const status = await lookup(app, code, 'en', clientAddress());
      expect(status.statusCode).toBe(200);
      expect(status.json().data.status).toBe('received');
      const row = await db
        .selectFrom('complaint_files')
        .select('complaint_id')
        .where('id', '=', files[0]?.id ?? '')
        .executeTakeFirstOrThrow();
      const report = await openReport(db, firstStartPrivateKey(source.config.dataDir), row.complaint_id ?? '');
      const store = new AttachmentStore(db);
      expect(report.files.map((f) => f.name)).toEqual(['photo.png', 'ledger.txt']);
      for (const [i, file] of report.files.entries()) {
        expect((await readAttachment(store, file)).equals(contents[i] ?? Buffer.alloc(0))).toBe(true);
      }
      // One snapshot: every file the backup holds (uploads taken while it ran included) has its blob whole.
      const filed = await db.selectFrom('complaint_files').select(['id', 'stored_name']).execute();
      for (const file of filed) {
        const blob = await db
          .selectFrom('complaint_blobs')
          .select('chunk_count')
          .where('id', '=', file.stored_name)
          .executeTakeFirstOrThrow();
        const chunks = await db
          .selectFrom('complaint_blob_chunks')
          .select('seq')
          .where('blob_id', '=', file.stored_name)
          .execute();
        expect(chunks.length).toBe(blob.chunk_count);
      }
    } finally {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('writes a backup while the site answers requests, with a header naming what it holds', async () => {
    const traffic = Promise.all(
      Array.from({ length: 12 }, (_v, i) =>
        i % 2 === 0
          ? lookup(source.app, code, 'en', clientAddress())
          : upload(source.app, `scan-${i}.png`, PNG, 'en', { remoteAddress: clientAddress() }),
      ),
    );
    const header = await createBackup(sourceTarget(), backup);
    expect((await traffic).map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(header).toMatchObject({
      format: 'muyuan-site-backup',
      version: 1,
      kind: dialect,
      migration: MIGRATION_NAMES.at(-1),
      compression: 'gzip',
    });
    const head = readFileSync(backup).subarray(0, HEADER_BYTES).toString('utf8');
    expect(head.startsWith(MAGIC)).toBe(true);
    expect(JSON.parse(head.slice(MAGIC.length))).toEqual(header);
    expect(Date.now() - Date.parse(header.createdAt)).toBeLessThan(60_000);
    expect(readdirSync(work)).toEqual(['site.backup']);
  });

  it('restores into an empty target where the report opens with its query code, attachments whole', async () => {
    const fresh = await freshTarget(dialect);
    try {
      const header = await restoreBackup(backup, fresh.target, { force: false });
      expect(header.kind).toBe(dialect);
      const db = fresh.open();
      try {
        await expectReportReadable(db);
      } finally {
        if (dialect === 'sqlite') await db.destroy();
      }
    } finally {
      await fresh.cleanup();
    }
  });

  it('refuses a foreign, truncated, tampered, newer or other-kind file, changing nothing', async () => {
    const whole = readFileSync(backup);
    const cases: [string, string, RegExp][] = [
      ['foreign', 'PGDMP this is some other file', /^not a backup of this site/],
      ['empty', '', /^not a backup of this site/],
      ['cut-header', whole.subarray(0, 100).toString('latin1'), /truncated \(its header is incomplete\)/],
    ];
    const write = (name: string, bytes: Buffer) => {
      const path = join(work, name);
      writeFileSync(path, bytes);
      return path;
    };
    const refusals: [string, RegExp][] = [
      ...cases.map(([name, text, reason]): [string, RegExp] => [write(name, Buffer.from(text, 'latin1')), reason]),
      [
        write('truncated', whole.subarray(0, whole.length - 10)),
        /^the backup file is truncated \(\d+ of \d+ body bytes\)$/,
      ],
      [
        write(
          'tampered',
          (() => {
            const copy = Buffer.from(whole);
            const at = HEADER_BYTES + Math.floor((copy.length - HEADER_BYTES) / 2);
            copy[at] = (copy[at] ?? 0) ^ 0xff;
            return copy;
          })(),
        ),
        /does not match its checksum/,
      ],
      [write('longer', Buffer.concat([whole, Buffer.from('x')])), /1 bytes more than its header says/],
      [
        withHeader(backup, join(work, 'newer'), (h) => {
          h.version = 2;
        }),
        /format version 2, newer than/,
      ],
      [
        withHeader(backup, join(work, 'future'), (h) => {
          h.migration = '29991231000000-future';
        }),
        /migration 29991231000000-future, which this version of the site does not know/,
      ],
      [
        withHeader(backup, join(work, 'other-kind'), (h) => {
          h.kind = dialect === 'sqlite' ? 'postgres' : 'sqlite';
        }),
        dialect === 'sqlite'
          ? /is of a PostgreSQL database and the target is SQLite \(set DATABASE_URL/
          : /is of a SQLite database and the target is PostgreSQL \(unset DATABASE_URL/,
      ],
      [
        withHeader(backup, join(work, 'damaged'), (h) => {
          h.bodySha256 = 'nope';
        }),
        /header is damaged/,
      ],
    ];
    const fresh = await freshTarget(dialect);
    try {
      const before = await fresh.fingerprint();
      for (const [file, reason] of refusals) {
        const refused = await restoreBackup(file, fresh.target, { force: true }).catch((error: unknown) => error);
        expect(refused, file).toBeInstanceOf(BackupRefused);
        expect((refused as Error).message, file).toMatch(reason);
        expect((refused as Error).message).not.toContain('\n');
        expect(await fresh.fingerprint(), file).toBe(before);
      }
    } finally {
      await fresh.cleanup();
    }
  });

  it('leaves a target as it was when a body that matches its checksum turns out broken half-way', async () => {
    // A sound header and checksum around a body that is not what its kind says (a bug, or a forger).
    const body =
      dialect === 'sqlite'
        ? 'not a SQLite database'
        : `${JSON.stringify({ table: 'complaints', columns: ['id'], bytes: [] })}\n["only-an-id"]\n`;
    const broken = join(work, 'broken-body');
    await writeBackupFile(
      broken,
      { kind: dialect, createdAt: new Date().toISOString(), migration: MIGRATION_NAMES.at(-1) ?? '' },
      Readable.from([Buffer.from(body)]),
    );
    const fresh = await freshTarget(dialect);
    try {
      await restoreBackup(backup, fresh.target, { force: false });
      const before = await fresh.fingerprint();
      const failed = await restoreBackup(broken, fresh.target, { force: true }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(Error);
      expect(await fresh.fingerprint()).toBe(before);
      expect(readdirSync(fresh.target.dataDir).filter((f) => f.includes('restoring'))).toEqual([]);
    } finally {
      await fresh.cleanup();
    }
  });

  it('refuses a target that holds a database without --force, and replaces it wholly with it', async () => {
    const fresh = await freshTarget(dialect);
    try {
      await restoreBackup(backup, fresh.target, { force: false });
      // The restored site takes a report of its own: the target is not empty any more.
      let db = fresh.open();
      await migrateToLatest(db);
      const dataDir = mkdtempSync(join(tmpdir(), 'muyuan-restored-'));
      const app = await buildApp(testConfig({ dataDir, ...sourceKeys() }), { db });
      expect((await submit(app, aReport(), 'zh', clientAddress())).statusCode).toBe(200);
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (dialect === 'sqlite') await db.destroy();
      const before = await fresh.fingerprint();

      const refused = await restoreBackup(backup, fresh.target, { force: false }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BackupRefused);
      expect((refused as Error).message).toMatch(/(already holds a database|is not empty) \(restore with --force/);
      expect(await fresh.fingerprint()).toBe(before);

      await restoreBackup(backup, fresh.target, { force: true });
      db = fresh.open();
      try {
        // Only the backup's reports: the one taken after the restore is gone, and the backup's opens.
        const reports = await db.selectFrom('complaints').select('id').execute();
        const backedUp = await source.db.selectFrom('complaints').select('id').execute();
        expect(reports).toEqual(backedUp);
        await expectReportReadable(db);
      } finally {
        if (dialect === 'sqlite') await db.destroy();
      }
    } finally {
      await fresh.cleanup();
    }
  });

  it('runs as `npm run backup` and `npm run restore`, whose refusal is one line and exit code 1', async () => {
    const env = {
      ...process.env,
      ...(dialect === 'sqlite'
        ? { DATA_DIR: dirname(source.file ?? ''), DATABASE_URL: '' }
        : { DATABASE_URL: postgresUrl, PGOPTIONS: `-c search_path=${source.schema}` }),
    };
    const out = join(work, 'cli.backup');
    const run = (args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'server/src/backup/cli.ts', ...args], {
        cwd: REPO_ROOT,
        env,
        stdio: 'pipe',
      }).toString();
    expect(run(['backup', '--out', out])).toMatch(new RegExp(`^Backed up the ${dialect} database`));
    let failure: { status: number; stderr: Buffer } | undefined;
    try {
      run(['restore', out]);
    } catch (error) {
      failure = error as { status: number; stderr: Buffer };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr.toString()).toMatch(/^restore refused: .*restore with --force to replace it\)\n$/);
  });
});
