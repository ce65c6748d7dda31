import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Db, openPostgres, openSqlite } from '../src/db/database.ts';
import { DOCUMENT_LEASE } from '../src/documents/document-reader.ts';
import { publishedPdfs } from '../src/documents/published-pdfs.ts';
import { databases } from './helpers/databases.ts';
import { fixturePdf } from './helpers/pdf-documents.ts';
import { publishNotice, uploadPdf } from './helpers/published-pdfs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Two instances on one database: each file is read once, by the lease holder, and the other takes over. */

describe.each(databases())('document readers of two instances (%s)', (dialect) => {
  let t: TestApp;
  let otherDb: Db;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    otherDb =
      dialect === 'sqlite'
        ? openSqlite(t.file ?? '').db
        : openPostgres(process.env.TEST_DATABASE_URL ?? '', { searchPath: t.schema }).db;
    other = await buildApp(t.config, { db: otherDb });
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.destroy();
    await t?.cleanup();
  });

  it('reads each file once: one instance reads, the other stands by, and takes over when the first stops', async () => {
    const readers = [t.app.documentReader, other.documentReader] as const;
    const [a, b] = await Promise.all(readers.map((reader) => reader.run()));
    const reports = [a, b];
    expect(reports.filter((r) => r?.standby)).toHaveLength(1);
    const distinct = await t.db.selectFrom('document_texts').select('hash').execute();
    expect(reports.reduce((sum, r) => sum + (r?.read ?? 0), 0)).toBe(distinct.length);
    expect((await t.db.selectFrom('document_files').select('path').execute()).length).toBe(
      (await publishedPdfs(t.db)).length,
    );

    const lease = await t.db
      .selectFrom('leases')
      .select('holder')
      .where('name', '=', DOCUMENT_LEASE)
      .executeTakeFirst();
    const holder = readers.find((r) => r.holder === lease?.holder);
    const standby = readers.find((r) => r !== holder);
    if (!holder || !standby) throw new Error('no holder of the document lease');
    // A file published while the holder stops: the other instance reads it, and only it.
    await publishNotice(t.db, 'doc-takeover', await uploadPdf(t.db, fixturePdf('bilingual')));
    await holder.stop();
    expect(await standby.run()).toMatchObject({ standby: false, read: 1 });
    expect(await t.db.selectFrom('document_texts').select('hash').execute()).toHaveLength(distinct.length + 1);
  });
});
