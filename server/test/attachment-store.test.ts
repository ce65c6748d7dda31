import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentStore, CHUNK_BYTES } from '../src/integrity/attachment-store.ts';
import { moveLegacyUploads } from '../src/integrity/legacy-uploads.ts';
import { openAttachment, openReport, readAttachment } from '../src/integrity/officer.ts';
import { sweepUploads, WAITING_FILE_TTL_MS } from '../src/integrity/sweeper.ts';
import { databases } from './helpers/databases.ts';
import { aReport, firstStartPrivateKey, lookup, PNG, submit, upload, uploaded } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Counts the statements that read a chunk row (to see a download read them one by one, on demand). */
class ChunkReadCounter implements KyselyPlugin {
  reads = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"complaint_blob_chunks"')) {
      this.reads++;
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const silentLog = { info: () => {}, warn: () => {} };

/** The report a claimed file belongs to, opened with the key the server made on its first start. */
async function reportOf(t: TestApp, fileId: string) {
  const row = await t.db
    .selectFrom('complaint_files')
    .select('complaint_id')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return openReport(t.db, firstStartPrivateKey(t.config.dataDir), row.complaint_id ?? '');
}

describe.each(databases())('attachments in the database on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { uploadRateLimitMax: 1000, reportRateLimitMax: 1000, lookupRateLimitMax: 1000 });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('takes a 10 MB upload, files it with a report and gives it back whole, in chunks of at most 256 KiB read on demand', async () => {
    // Text, so that it passes the type check whatever its length; random, so nothing repeats.
    const content = Buffer.from(randomBytes(5 * 1024 * 1024).toString('hex'));
    const up = await upload(t.app, 'ledger.txt', content);
    expect(up.statusCode).toBe(200);
    const file = uploaded(up);
    expect(file).toMatchObject({ type: 'text/plain', size: content.length });
    const sent = await submit(t.app, aReport({ attachments: [{ id: file.id, key: file.key }] }));
    expect(sent.statusCode).toBe(200);
    expect((await lookup(t.app, sent.json().data.queryCode)).statusCode).toBe(200);

    const report = await reportOf(t, file.id);
    const attachment = report.files[0];
    if (!attachment) throw new Error('no attachment');
    const chunks = await t.db
      .selectFrom('complaint_blob_chunks')
      .select(['seq', 'bytes'])
      .where('blob_id', '=', attachment.storedName)
      .orderBy('seq')
      .execute();
    // Version, nonce and tag around the ciphertext: 29 bytes more than the file.
    const sealedBytes = content.length + 29;
    expect(chunks.length).toBe(Math.ceil(sealedBytes / CHUNK_BYTES));
    expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_c, i) => i));
    expect(Math.max(...chunks.map((c) => c.bytes.length))).toBe(CHUNK_BYTES);

    // The download reads a chunk when the one before was taken, not the whole blob first.
    const counter = new ChunkReadCounter();
    const stream = openAttachment(new AttachmentStore(t.db.withPlugin(counter)), attachment);
    const hash = createHash('sha256');
    let pieces = 0;
    let readsAfterFirstPiece = 0;
    let largestPiece = 0;
    for await (const piece of stream) {
      const bytes = piece as Buffer;
      if (++pieces === 1) readsAfterFirstPiece = counter.reads;
      largestPiece = Math.max(largestPiece, bytes.length);
      hash.update(bytes);
    }
    expect(hash.digest('hex')).toBe(sha256(content));
    expect(readsAfterFirstPiece).toBeLessThanOrEqual(3);
    expect(counter.reads).toBe(chunks.length);
    expect(largestPiece).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('writes chunks while the upload is still arriving, not once it has all come', async () => {
    const store = new AttachmentStore(t.db);
    const source = new PassThrough();
    const receiving = store.receive(source);
    const piece = Buffer.alloc(64 * 1024, 'a');
    let chunkRowsBeforeEnd = 0;
    for (let i = 0; i < 160; i++) {
      if (!source.write(piece)) await new Promise((resolve) => source.once('drain', resolve));
    }
    // 10 MB written; the store has been writing rows all along.
    await new Promise((resolve) => setTimeout(resolve, 50));
    chunkRowsBeforeEnd = Number(
      (
        await t.db
          .selectFrom('complaint_blob_chunks')
          .innerJoin('complaint_blobs', 'complaint_blobs.id', 'complaint_blob_chunks.blob_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('complaint_blobs.chunk_count', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    source.end();
    const received = await receiving;
    expect(received.size).toBe(160 * piece.length);
    expect(chunkRowsBeforeEnd).toBeGreaterThanOrEqual(30);
    await store.discard(received.blobId);
  });

  it('stores nothing of an attachment in clear', async () => {
    const canary = `CANARY-${randomBytes(8).toString('hex')}`;
    const file = uploaded(await upload(t.app, 'note.txt', Buffer.from(`${canary}\n`.repeat(20_000))));
    const blob = await t.db
      .selectFrom('complaint_files')
      .select('stored_name')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    const chunks = await t.db
      .selectFrom('complaint_blob_chunks')
      .select('bytes')
      .where('blob_id', '=', blob.stored_name)
      .execute();
    expect(chunks.length).toBeGreaterThan(1);
    for (const { bytes } of chunks) {
      expect(bytes.includes(canary)).toBe(false);
      expect(bytes.includes(Buffer.from(canary).toString('base64').slice(0, 16))).toBe(false);
    }
  });

  it('leaves an interrupted upload as a blob no file names, which the sweeper removes', async () => {
    const store = new AttachmentStore(t.db);
    const source = new PassThrough();
    const receiving = store.receive(source).catch((error: unknown) => error);
    source.write(Buffer.alloc(600 * 1024, 'b'));
    // As a crash would leave it: chunks written, the blob not whole, no file row.
    const pending = async () =>
      t.db.selectFrom('complaint_blobs').selectAll().where('chunk_count', 'is', null).execute();
    for (let i = 0; i < 100 && (await pending()).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const [blob] = await pending();
    if (!blob) throw new Error('no blob being written');
    const chunkRows = async () =>
      (await t.db.selectFrom('complaint_blob_chunks').select('seq').where('blob_id', '=', blob.id).execute()).length;
    for (let i = 0; i < 100 && (await chunkRows()) < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await chunkRows()).toBe(2);
    const named = await t.db.selectFrom('complaint_files').select('id').where('stored_name', '=', blob.id).execute();
    expect(named).toEqual([]);

    // Young, it is left alone (it may be an upload in progress); old, it goes with its chunks.
    await sweepUploads({ db: t.db, store });
    expect(await chunkRows()).toBe(2);
    await sweepUploads({ db: t.db, store }, Date.now() + WAITING_FILE_TTL_MS + 1000);
    expect(await chunkRows()).toBe(0);
    expect(await t.db.selectFrom('complaint_blobs').select('id').where('id', '=', blob.id).execute()).toEqual([]);
    source.destroy(new Error('connection lost'));
    expect(await receiving).toBeInstanceOf(Error);
  });

  it('moves files left in UPLOAD_DIR into the database once, logging the missing, deleting each only after its move', async () => {
    const store = new AttachmentStore(t.db);
    const dir = join(t.config.dataDir, 'legacy-uploads');
    mkdirSync(dir, { recursive: true });
    // The state an earlier version left: claimed files whose rows name files in UPLOAD_DIR.
    const files = [uploaded(await upload(t.app, 'a.png', PNG)), uploaded(await upload(t.app, 'b.png', PNG))];
    const sent = await submit(t.app, aReport({ attachments: files.map((f) => ({ id: f.id, key: f.key })) }));
    expect(sent.statusCode).toBe(200);
    const [kept, lost] = files as [(typeof files)[0], (typeof files)[0]];
    for (const [file, onDisk] of [
      [kept, true],
      [lost, false],
    ] as const) {
      const row = await t.db
        .selectFrom('complaint_files')
        .select('stored_name')
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow();
      const legacyName = `${row.stored_name}.bin`;
      if (onDisk) writeFileSync(join(dir, legacyName), await store.read(row.stored_name));
      await t.db.updateTable('complaint_files').set({ stored_name: legacyName }).where('id', '=', file.id).execute();
      await store.discard(row.stored_name);
    }
    writeFileSync(join(dir, 'half-written.bin.part'), randomBytes(100));

    const warnings: string[] = [];
    const log = { info: () => {}, warn: (_obj: object, message: string) => void warnings.push(message) };
    expect(await moveLegacyUploads(t.db, store, dir, log)).toEqual({ moved: 1, failed: 1, unclaimed: 1 });
    expect(warnings).toHaveLength(2);
    expect(readdirSync(dir)).toEqual(['half-written.bin.part']);

    const report = await reportOf(t, kept.id);
    const moved = report.files.find((f) => f.id === kept.id);
    if (!moved) throw new Error('moved file not in its report');
    expect((await readAttachment(store, moved)).equals(PNG)).toBe(true);
    expect(existsSync(join(dir, moved.storedName))).toBe(false);

    // A second start finds nothing more to move and keeps what it moved.
    expect(await moveLegacyUploads(t.db, store, dir, silentLog)).toEqual({ moved: 0, failed: 1, unclaimed: 1 });
    expect((await readAttachment(store, moved)).equals(PNG)).toBe(true);
    // No folder at all (a site that never had one): nothing to do.
    expect(await moveLegacyUploads(t.db, store, join(dir, 'absent'), silentLog)).toMatchObject({ moved: 0 });
  });

  it('streams an attachment that fails to decrypt as an error, not as bytes', async () => {
    const store = new AttachmentStore(t.db);
    const { blobId } = await store.writeSealed(Readable.from([Buffer.concat([Buffer.from([1]), randomBytes(200)])]));
    const stream = openAttachment(store, { storedName: blobId, key: randomBytes(32) } as never);
    await expect(async () => {
      for await (const _piece of stream) {
        // drain
      }
    }).rejects.toThrow();
    await store.discard(blobId);
  });
});
