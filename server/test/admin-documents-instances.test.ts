import { createHash } from 'node:crypto';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../src/admin/clock.ts';
import { buildApp } from '../src/app.ts';
import { type Db, openPostgres, openSqlite } from '../src/db/database.ts';
import { DOCUMENT_LEASE } from '../src/documents/document-reader.ts';
import { call, type Enrolled, enrollWithPassword, FakeClock } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { fixturePdf } from './helpers/pdf-documents.ts';
import { publishNotice, uploadPdf } from './helpers/published-pdfs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * "Read again" asked of the instance that does not hold the reading lease: the holder reads the file
 * within seconds (its next tick finds an address with no text), and the instance asked reads nothing.
 */

const DAMAGED = fixturePdf('truncated');
const hash = createHash('sha256').update(DAMAGED).digest('hex');

describe.each(databases())('reading a file again on two instances (%s)', (dialect) => {
  const clock = new FakeClock();
  let t: TestApp;
  let otherDb: Db;
  let other: FastifyInstance;
  let editor: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    otherDb =
      dialect === 'sqlite'
        ? openSqlite(t.file ?? '').db
        : openPostgres(process.env.TEST_DATABASE_URL ?? '', { searchPath: t.schema }).db;
    other = await buildApp(t.config, { db: otherDb, clock: clock.now });
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.destroy();
    await t?.cleanup();
  });

  const textRow = () =>
    t.db
      .selectFrom('document_texts')
      .select(['status', 'reason', 'read_at'])
      .where('hash', '=', hash)
      .executeTakeFirst();

  it('forgets on the instance asked; the lease holder reads it again within seconds', async () => {
    await publishNotice(t.db, 'doc-again', await uploadPdf(t.db, DAMAGED, 'broken.pdf'));
    expect(await t.app.documentReader.run()).toMatchObject({ standby: false });
    expect(await other.documentReader.run()).toMatchObject({ standby: true });
    const first = await textRow();
    expect(first).toMatchObject({ status: 'failed', reason: 'damaged' });
    // The holder ticks as a listening server's reader does; the other instance never holds the lease.
    t.app.documentReader.start();
    clock.advance(5_000);

    const res = await call(other, 'POST', withParams(ADMIN_PATHS.documentReadAgain, { hash }), {
      cookie: editor.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.paths).toHaveLength(1);
    await expect.poll(textRow, { timeout: 10_000, interval: 100 }).toMatchObject({
      status: 'failed',
      reason: 'damaged',
      read_at: isoAt(clock.now()),
    });
    expect((await textRow())?.read_at).not.toBe(first?.read_at);
    const lease = await t.db
      .selectFrom('leases')
      .select('holder')
      .where('name', '=', DOCUMENT_LEASE)
      .executeTakeFirstOrThrow();
    expect(lease.holder).toBe(t.app.documentReader.holder);
    expect(await other.documentReader.run()).toMatchObject({ standby: true });
  });
});
