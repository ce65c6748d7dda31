import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LEASE, DocumentReader } from '../src/documents/document-reader.ts';
import { documentsVersion, READ_AGAIN_AFTER_MS } from '../src/documents/document-store.ts';
import { PdfReading } from '../src/documents/pdf-reading.ts';
import { publishedPdfs } from '../src/documents/published-pdfs.ts';
import { MediaStore } from '../src/media/media-store.ts';
import { databases } from './helpers/databases.ts';
import { BILINGUAL_PAGES, bombPdf, fixturePdf, manyPagesPdf } from './helpers/pdf-documents.ts';
import { publishNotice, unpublishNotice, uploadPdf } from './helpers/published-pdfs.ts';
import { CONTENT_DIR, createTestApp, type TestApp } from './helpers/test-app.ts';

/** The reader of published PDFs on a real database: what it stores, what it reads once, what it forgets. */

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every PDF of the seed content, by its site address. */
function seedPdfs(): Map<string, Buffer> {
  const media = resolve(CONTENT_DIR, 'media');
  const files = readdirSync(join(media, 'files'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.pdf'),
  );
  return new Map(
    files.map((f) => [`/media/${relative(media, join(media, 'files', f))}`, readFileSync(join(media, 'files', f))]),
  );
}

describe.each(databases())('reading the published PDFs (%s)', (dialect) => {
  let t: TestApp;
  const readers: DocumentReader[] = [];

  /**
   * A reader of its own on the test's database, with bounds of its own when given: it takes the lease
   * from the reader before it (which holds it after its pass), as another instance would once that one stopped.
   */
  async function readerFor(reading?: PdfReading): Promise<DocumentReader> {
    await t.db.deleteFrom('leases').where('name', '=', DOCUMENT_LEASE).execute();
    const reader = new DocumentReader({
      db: t.db,
      store: new MediaStore(t.db),
      mediaDir: resolve(CONTENT_DIR, 'media'),
      log: t.app.log,
      clock: Date.now,
      reading,
    });
    readers.push(reader);
    return reader;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    for (const reader of readers.splice(0)) await reader.stop();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('stores a text row for every seed PDF, and a second pass reads nothing again', async () => {
    const seed = seedPdfs();
    const published = await publishedPdfs(t.db);
    // Every PDF shipped in content/media/files is one a published record uses.
    expect(published.filter((a) => a.startsWith('/media/files/')).sort()).toEqual([...seed.keys()].sort());
    const hashes = new Set([...seed.values()].map(sha256));
    const before = await documentsVersion(t.db);
    const first = await t.app.documentReader.run();
    expect(first).toMatchObject({ standby: false, files: seed.size, read: hashes.size, failed: 0, forgotten: 0 });
    const files = await t.db.selectFrom('document_files').selectAll().execute();
    expect(new Map(files.map((f) => [f.path, f.hash]))).toEqual(
      new Map([...seed].map(([address, bytes]) => [address, sha256(bytes)])),
    );
    const texts = await t.db.selectFrom('document_texts').selectAll().execute();
    expect(texts).toHaveLength(hashes.size);
    // Each seed PDF has a text layer on every page.
    for (const text of texts) expect(text).toMatchObject({ status: 'text', source: 'text-layer', reason: null });
    const emptyPages = await t.db.selectFrom('document_pages').select('hash').where('text', '=', '').execute();
    expect(emptyPages).toEqual([]);
    const version = await documentsVersion(t.db);
    expect(version).not.toBe(before);

    const second = await t.app.documentReader.run();
    expect(second).toMatchObject({ files: seed.size, read: 0, forgotten: 0 });
    expect(await documentsVersion(t.db)).toBe(version);
  });

  it('stores each page’s text under its page number, the scan as no-text, the broken ones failed with the reason', async () => {
    const bilingual = await uploadPdf(t.db, fixturePdf('bilingual'));
    const scan = await uploadPdf(t.db, fixturePdf('scan'));
    const damaged = await uploadPdf(t.db, fixturePdf('truncated'));
    const locked = await uploadPdf(t.db, fixturePdf('password'));
    for (const [id, address] of Object.entries({ bilingual, scan, damaged, locked })) {
      await publishNotice(t.db, `doc-${id}`, address);
    }
    const report = await (await readerFor()).run();
    expect(report).toMatchObject({ read: 4, failed: 2 });

    const hashOf = (address: string) => address.slice('/media/u/'.length, -'.pdf'.length);
    const text = async (address: string) =>
      t.db.selectFrom('document_texts').selectAll().where('hash', '=', hashOf(address)).executeTakeFirstOrThrow();
    expect(await text(bilingual)).toMatchObject({ status: 'text', page_count: 4, reason: null });
    expect(await text(scan)).toMatchObject({ status: 'no-text', page_count: 1, reason: null });
    expect(await text(damaged)).toMatchObject({ status: 'failed', reason: 'damaged', page_count: 0 });
    expect(await text(locked)).toMatchObject({ status: 'failed', reason: 'encrypted' });

    const pages = await t.db
      .selectFrom('document_pages')
      .select(['page', 'text'])
      .where('hash', '=', hashOf(bilingual))
      .orderBy('page')
      .execute();
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    BILINGUAL_PAGES.forEach((words, i) => {
      for (const word of words) expect(pages[i]?.text).toContain(word);
    });
    const noPages = await t.db
      .selectFrom('document_pages')
      .select('page')
      .where('hash', 'in', [hashOf(scan), hashOf(damaged)])
      .execute();
    expect(noPages).toEqual([]);
    for (const id of ['bilingual', 'scan', 'damaged', 'locked']) await unpublishNotice(t.db, `doc-${id}`);
  });

  it('reads the same file under two addresses once, and forgets an address no longer published but keeps its text', async () => {
    const [seedAddress, seedBytes] = [...seedPdfs()][0] ?? ['', Buffer.alloc(0)];
    await (await readerFor()).run();
    // The seed file uploaded again into the media library, and named by a new announcement.
    const copy = await uploadPdf(t.db, seedBytes);
    await publishNotice(t.db, 'doc-copy', copy);
    const fresh = await uploadPdf(t.db, await manyPagesPdf(3));
    await publishNotice(t.db, 'doc-fresh', fresh);
    await publishNotice(t.db, 'doc-fresh-again', fresh);
    const report = await (await readerFor()).run();
    expect(report.read).toBe(1);
    const files = await t.db
      .selectFrom('document_files')
      .selectAll()
      .where('path', 'in', [copy, seedAddress])
      .execute();
    expect(files.map((f) => f.hash)).toEqual([sha256(seedBytes), sha256(seedBytes)]);

    await unpublishNotice(t.db, 'doc-copy');
    await unpublishNotice(t.db, 'doc-fresh');
    const again = await (await readerFor()).run();
    // doc-fresh-again still names the fresh file: only the copy's address goes.
    expect(again).toMatchObject({ read: 0, forgotten: 1 });
    expect(await t.db.selectFrom('document_files').select('path').where('path', '=', copy).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('document_texts').select('hash').where('hash', '=', sha256(seedBytes)).execute(),
    ).toHaveLength(1);
    await unpublishNotice(t.db, 'doc-fresh-again');
    expect(await (await readerFor()).run()).toMatchObject({ read: 0, forgotten: 1 });
  });

  it('stops reading a bomb at the time bound while the server answers, and records it failed', async () => {
    const bomb = await uploadPdf(t.db, await bombPdf(1024));
    await publishNotice(t.db, 'doc-bomb', bomb);
    const reader = await readerFor(new PdfReading({ timeoutMs: 5000, externalMb: 100_000 }));
    const started = Date.now();
    const pass = reader.run();
    await new Promise((done) => setTimeout(done, 1000));
    const asked = Date.now();
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(await pass).toMatchObject({ read: 1, failed: 1 });
    expect(Date.now() - started).toBeLessThan(8000);
    const text = await t.db
      .selectFrom('document_texts')
      .selectAll()
      .where('hash', '=', bomb.slice('/media/u/'.length, -'.pdf'.length))
      .executeTakeFirstOrThrow();
    expect(text).toMatchObject({ status: 'failed', reason: 'timeout' });
    // Recorded: the next pass does not read it again.
    expect(await reader.run()).toMatchObject({ read: 0 });
    await unpublishNotice(t.db, 'doc-bomb');
  });

  it('reads a file again a day after it failed for want of time or memory, never one that is damaged', async () => {
    await (await readerFor()).run();
    // Bytes of their own (a comment after the end, which readers pass over): the fixtures' are read already.
    const bilingual = Buffer.concat([fixturePdf('bilingual'), Buffer.from('\n% read again\n')]);
    const damaged = Buffer.concat([fixturePdf('truncated'), Buffer.from('\n% read again\n')]);
    const dayAgo = new Date(Date.now() - READ_AGAIN_AFTER_MS - 60_000).toISOString();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const long = await manyPagesPdf(2);
    // As a busy machine left them: the bilingual file a day ago, the long one an hour ago.
    await t.db
      .insertInto('document_texts')
      .values([
        { hash: sha256(bilingual), status: 'failed', reason: 'timeout', size: bilingual.length, read_at: dayAgo },
        { hash: sha256(long), status: 'failed', reason: 'out-of-memory', size: long.length, read_at: hourAgo },
        { hash: sha256(damaged), status: 'failed', reason: 'damaged', size: damaged.length, read_at: dayAgo },
      ])
      .execute();
    await publishNotice(t.db, 'doc-again', await uploadPdf(t.db, bilingual));
    await publishNotice(t.db, 'doc-soon', await uploadPdf(t.db, long));
    await publishNotice(t.db, 'doc-broken', await uploadPdf(t.db, damaged));
    expect(await (await readerFor()).run()).toMatchObject({ read: 1, failed: 0 });
    const texts = await t.db
      .selectFrom('document_texts')
      .select(['hash', 'status', 'reason'])
      .where('hash', 'in', [sha256(bilingual), sha256(long), sha256(damaged)])
      .execute();
    expect(new Map(texts.map((r) => [r.hash, `${r.status} ${r.reason}`]))).toEqual(
      new Map([
        [sha256(bilingual), 'text null'],
        [sha256(long), 'failed out-of-memory'],
        [sha256(damaged), 'failed damaged'],
      ]),
    );
    const pages = await t.db
      .selectFrom('document_pages')
      .select('page')
      .where('hash', '=', sha256(bilingual))
      .execute();
    expect(pages).toHaveLength(4);
    for (const id of ['doc-again', 'doc-soon', 'doc-broken']) await unpublishNotice(t.db, id);
  });

  it('records nothing for a file whose reading a stop cut short, and gives the lease up', async () => {
    await (await readerFor()).run();
    // The one file left to read.
    const bomb = await uploadPdf(t.db, await bombPdf(512));
    await publishNotice(t.db, 'doc-cut-short', bomb);
    const reader = await readerFor(new PdfReading({ timeoutMs: 60_000, externalMb: 100_000 }));
    const pass = reader.run();
    await new Promise((done) => setTimeout(done, 1500));
    const stopping = Date.now();
    await reader.stop();
    expect(Date.now() - stopping).toBeLessThan(2000);
    expect(await pass).toMatchObject({ standby: false, read: 0 });
    const hash = bomb.slice('/media/u/'.length, -'.pdf'.length);
    expect(await t.db.selectFrom('document_texts').select('hash').where('hash', '=', hash).execute()).toEqual([]);
    expect(await t.db.selectFrom('leases').select('holder').where('name', '=', DOCUMENT_LEASE).execute()).toEqual([]);
    await unpublishNotice(t.db, 'doc-cut-short');
  });
});
