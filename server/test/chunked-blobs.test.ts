import { createHash, randomBytes } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobTables, CHUNK_BYTES, ChunkedBlobs } from '../src/db/chunked-blobs.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';

/** The two stores built on it, each with its own tables and size column. */
const STORES: BlobTables[] = [
  { blobs: 'complaint_blobs', chunks: 'complaint_blob_chunks', size: 'sealed_bytes' },
  { blobs: 'media_blobs', chunks: 'media_blob_chunks', size: 'size' },
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const LONG_AGO = '2020-01-01T00:00:00.000Z';

describe.each(databases())('chunked blobs on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await migrateToLatest(t.db);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  describe.each(STORES)('in $blobs', (tables) => {
    const store = () => new ChunkedBlobs(t.db, tables);
    const blobRow = (id: string) =>
      t.db.selectFrom(tables.blobs).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
        Record<string, unknown> | undefined
      >;
    const chunkRows = (id: string) =>
      t.db.selectFrom(tables.chunks).select(['seq', 'bytes']).where('blob_id', '=', id).orderBy('seq').execute();

    it.each([0, 1, CHUNK_BYTES, 2 * CHUNK_BYTES + 1])(
      'writes %i bytes in pieces of at most 256 KiB, records count and size, and gives them back',
      async (length) => {
        const bytes = randomBytes(length);
        const hash = createHash('sha256');
        // Pieces that straddle the chunk boundaries.
        const pieces = Array.from({ length: Math.ceil(length / 100_000) }, (_, i) =>
          bytes.subarray(i * 100_000, (i + 1) * 100_000),
        );
        const written = await store().write(Readable.from(pieces), [], hash);
        expect(written.size).toBe(length);
        expect(hash.digest('hex')).toBe(sha256(bytes));

        const chunks = await chunkRows(written.blobId);
        expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_c, i) => i));
        expect(chunks.length).toBe(Math.ceil(length / CHUNK_BYTES));
        expect(chunks.every((c) => c.bytes.length <= CHUNK_BYTES)).toBe(true);
        expect(await blobRow(written.blobId)).toMatchObject({ chunk_count: chunks.length, [tables.size]: length });

        expect((await store().read(written.blobId, 'the blob')).equals(bytes)).toBe(true);
        await store().discard(written.blobId);
        expect(await blobRow(written.blobId)).toBeUndefined();
        expect(await chunkRows(written.blobId)).toEqual([]);
      },
    );

    it('stores what comes out of `through`, and hashes and counts that', async () => {
      const upper = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          done(null, Buffer.from(chunk.toString('latin1').toUpperCase(), 'latin1'));
        },
      });
      const hash = createHash('sha256');
      const written = await store().write(Readable.from([Buffer.from('pig barns at dawn')]), [upper], hash);
      expect((await store().read(written.blobId, 'the blob')).toString()).toBe('PIG BARNS AT DAWN');
      expect(written.size).toBe(17);
      expect(hash.digest('hex')).toBe(sha256(Buffer.from('PIG BARNS AT DAWN')));
      await store().discard(written.blobId);
    });

    it('leaves nothing of a write whose source fails', async () => {
      const source = new PassThrough();
      const writing = store()
        .write(source)
        .catch((error: unknown) => error);
      source.write(randomBytes(CHUNK_BYTES + 10));
      await new Promise((resolve) => setTimeout(resolve, 50));
      source.destroy(new Error('connection lost'));
      expect(await writing).toBeInstanceOf(Error);
      const left = await t.db.selectFrom(tables.blobs).select('id').where('chunk_count', 'is', null).execute();
      expect(left).toEqual([]);
    });

    it('refuses to read a blob that is not whole, or lacks a chunk, naming it', async () => {
      await t.db.insertInto(tables.blobs).values({ id: 'half', created_at: LONG_AGO, chunk_count: null }).execute();
      await expect(store().read('half', 'the half blob')).rejects.toThrow('the half blob has no whole blob');
      await store().discard('half');

      const { blobId } = await store().write(Readable.from([randomBytes(CHUNK_BYTES + 1)]));
      await t.db.deleteFrom(tables.chunks).where('blob_id', '=', blobId).where('seq', '=', 1).execute();
      await expect(store().read(blobId, 'the cut blob')).rejects.toThrow('the cut blob lacks chunk 1');
      await store().discard(blobId);
    });

    it('sweeps the old blobs no row names, and only those', async () => {
      const write = async () => (await store().write(Readable.from([randomBytes(10)]))).blobId;
      const [oldNamed, oldOrphan, young] = [await write(), await write(), await write()];
      await t.db
        .updateTable(tables.blobs)
        .set('created_at', LONG_AGO)
        .where('id', 'in', [oldNamed, oldOrphan])
        .execute();
      // A row of another table names one of them; the sweep reads any table and column it is told.
      await t.db
        .insertInto('complaint_files')
        .values({ id: `f-${oldNamed}`, complaint_id: null, stored_name: oldNamed, created_at: LONG_AGO, meta: '{}' })
        .execute();

      const swept = await store().sweepOrphans('2021-01-01T00:00:00.000Z', [
        { table: 'complaint_files', column: 'stored_name' },
      ]);
      expect(swept).toBe(1);
      expect(await blobRow(oldOrphan)).toBeUndefined();
      expect(await chunkRows(oldOrphan)).toEqual([]);
      expect(await blobRow(oldNamed)).toBeDefined();
      expect(await blobRow(young)).toBeDefined();

      await t.db.deleteFrom('complaint_files').where('id', '=', `f-${oldNamed}`).execute();
      for (const id of [oldNamed, young]) await store().discard(id);
    });
  });
});
