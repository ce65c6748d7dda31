import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPdfs } from '../src/documents/published-pdfs.ts';
import { databases } from './helpers/databases.ts';
import { manyPagesPdf } from './helpers/pdf-documents.ts';
import { moveContentVersion, publishNotice, uploadPdf } from './helpers/published-pdfs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The reader on a listening server: after its start, never before, and soon after a publish. */

async function until<T>(look: () => Promise<T | undefined>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe.each(databases())('the document reader of a listening server (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('reads the seed’s PDFs after the server has started, and a 100-page PDF published later within seconds', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Listening and answering before any PDF is read.
    expect(await t.db.selectFrom('document_texts').select('hash').execute()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const seed = await publishedPdfs(t.db);
    await until(async () => {
      const files = await t.db.selectFrom('document_files').select('path').execute();
      return files.length === seed.length ? files : undefined;
    }, 40_000);

    const long = await manyPagesPdf(100, (n) => `Page ${n} of the hundred-page filing`);
    const hash = createHash('sha256').update(long).digest('hex');
    const address = await uploadPdf(t.db, long);
    await publishNotice(t.db, 'doc-hundred', address);
    await moveContentVersion(t.db);
    const published = Date.now();
    const text = await until(
      () => t.db.selectFrom('document_texts').selectAll().where('hash', '=', hash).executeTakeFirst(),
      10_000,
    );
    const took = Date.now() - published;
    expect(text).toMatchObject({ status: 'text', page_count: 100 });
    const last = await t.db
      .selectFrom('document_pages')
      .select('text')
      .where('hash', '=', hash)
      .where('page', '=', 100)
      .executeTakeFirstOrThrow();
    expect(last.text).toBe('Page 100 of the hundred-page filing');
    // The tick (2 s) and the reading itself.
    expect(took).toBeLessThan(6000);
  });
});
