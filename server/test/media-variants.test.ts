import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantAddress } from '@muyuan/contract/image-variants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageVariants } from '../src/media/image-variants.ts';
import { ImageWork } from '../src/media/image-work.ts';
import { MediaStore } from '../src/media/media-store.ts';
import { ADMIN_ORIGIN, call, sessionHeaders } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { multipart } from './helpers/integrity.ts';
import { pngBomb } from './helpers/media-files.ts';
import { staffedApp } from './helpers/staffed-app.ts';

/** A photograph-like picture (a gradient with grain), so the encoders have something to do. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % (width * 3)) / 12 + ((i * 2654435761) >>> 29)) & 255;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

const silentLog = { info: () => {}, warn: () => {} } as never;

/**
 * The responsive renditions of uploaded pictures (issue 20, item 8; decision 253): AVIF and WebP at the
 * ladder's widths, made at upload, stored in the database, served at `/media/u/<sha256>-<width>.<format>`,
 * made on first request for a picture without them (on two instances at once, once), gone with the file.
 */
describe.each(databases())('responsive renditions of uploaded pictures (%s)', (dialect) => {
  const {
    t,
    staff: { editor, publisher },
  } = staffedApp(dialect, { editor: ['editor'], publisher: ['publisher'] });

  const upload = async (name: string, bytes: Buffer, type: string) => {
    const form = multipart(name, bytes, type);
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.media,
      headers: {
        lang: 'en',
        origin: ADMIN_ORIGIN,
        'content-type': form.contentType,
        ...sessionHeaders(editor.cookie),
      },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { path: string; sha256: string };
  };
  const serve = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });
  const rowsOf = (sha256: string) =>
    t.db
      .selectFrom('media_variants')
      .select(['width', 'format', 'made_width', 'blob_id'])
      .where('sha256', '=', sha256)
      .orderBy('width')
      .orderBy('format')
      .execute();
  const blobCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('media_blobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes AVIF and WebP at every width of the ladder when a wide picture is uploaded, and serves each at its width', async () => {
    const file = await upload('fields.jpg', await photo(2000, 1000, 'jpeg'), 'image/jpeg');
    expect((await rowsOf(file.sha256)).map((r) => [r.width, r.format, r.made_width])).toEqual(
      VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => [w, f, w])),
    );
    for (const width of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        const res = await serve(variantAddress(file.path, width, format));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toContain('immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width / 2);
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.exif).toBeUndefined();
      }
    }
    const small = await serve(variantAddress(file.path, 640, 'avif'));
    expect(small.rawPayload.length).toBeLessThan((await serve(file.path)).rawPayload.length / 4);
    const again = await serve(variantAddress(file.path, 640, 'avif'), {
      'if-none-match': small.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('never enlarges a narrow picture: a wider width is answered by its own width', async () => {
    const file = await upload('barn.png', await photo(800, 600, 'png'), 'image/png');
    expect((await rowsOf(file.sha256)).map((r) => [r.width, r.format, r.made_width])).toEqual([
      [640, 'avif', 640],
      [640, 'webp', 640],
      [1280, 'avif', 800],
      [1280, 'webp', 800],
    ]);
    for (const width of [1280, 1920] as const) {
      const res = await serve(variantAddress(file.path, width, 'webp'));
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    }
  });

  it('answers 404 for a width off the ladder, a file that has no renditions, and a name the store lacks', async () => {
    const file = await upload('wide.jpg', await photo(700, 300, 'jpeg'), 'image/jpeg');
    expect((await serve(file.path.replace('.jpg', '-800.avif'))).statusCode).toBe(404);
    expect((await serve(file.path.replace('.jpg', '-640.png'))).statusCode).toBe(404);
    const svg = await upload(
      'mark.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'image/svg+xml',
    );
    expect((await serve(svg.path.replace('.svg', '-640.avif'))).statusCode).toBe(404);
    expect((await rowsOf(svg.sha256)).length).toBe(0);
    expect((await serve(`/media/u/${'0'.repeat(64)}-640.avif`)).statusCode).toBe(404);
  });

  it('makes a stored picture’s renditions on the first request, once, when two instances are asked at the same time', async () => {
    const file = await upload('old.jpg', await photo(1500, 1000, 'jpeg'), 'image/jpeg');
    // As a picture stored before renditions existed: none.
    const before = await rowsOf(file.sha256);
    await t.db.deleteFrom('media_variants').where('sha256', '=', file.sha256).execute();
    const store = new MediaStore(t.db);
    for (const row of before) await store.discardBlob(row.blob_id);
    const blobsWithout = await blobCount();

    const row = await store.find(file.sha256);
    if (!row) throw new Error('no file');
    // Two instances: each its own store and its own image worker (a process of each instance's).
    const workers = [new ImageWork(), new ImageWork()] as const;
    const instance = (work: ImageWork) => new ImageVariants(new MediaStore(t.db), silentLog, work).ensure(row);
    const [a, b] = await Promise.all([instance(workers[0]), instance(workers[1])]).finally(() => {
      for (const work of workers) work.close();
    });
    expect(a.map((v) => v.blob_id)).toEqual(b.map((v) => v.blob_id));
    expect(a.length).toBe(6);
    // The losing instance's blobs were dropped: one set of renditions is stored.
    expect(await blobCount()).toBe(blobsWithout + 6);

    await t.db.deleteFrom('media_variants').where('sha256', '=', file.sha256).execute();
    for (const v of a) await store.discardBlob(v.blob_id);
    const res = await serve(variantAddress(file.path, 1280, 'avif'));
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1280);
    expect((await rowsOf(file.sha256)).length).toBe(6);
  });

  it('never decodes a stored picture of more than 40 million pixels: no renditions (404), the file served as it is', async () => {
    // As `seed --from` brings one in, or one stored before the limit: the upload would refuse it now.
    const bomb = pngBomb(10_000, 10_000);
    const store = new MediaStore(t.db);
    const blob = await store.writeBytes(bomb);
    const { row } = await store.keep(blob, {
      ext: 'png',
      kind: 'image',
      mime: 'image/png',
      original_name: 'bomb.png',
      uploaded_by: 'cli',
      uploaded_by_name: null,
      uploaded_at: new Date().toISOString(),
      width: null,
      height: null,
      pdf_title: null,
      pdf_pages: null,
    });
    const path = `/media/u/${row.sha256}.png`;
    const warned: unknown[] = [];
    const variants = new ImageVariants(store, {
      info: () => {},
      warn: (fields: unknown) => warned.push(fields),
    } as never);
    const started = performance.now();
    expect(await variants.ensure(row)).toEqual([]);
    expect(warned).toEqual([{ sha256: row.sha256, width: 10_000, height: 10_000 }]);
    // Asked again, it is not read again.
    expect(await variants.ensure(row)).toEqual([]);
    expect(warned).toHaveLength(1);
    for (const format of VARIANT_FORMATS) {
      expect((await serve(variantAddress(path, 640, format))).statusCode).toBe(404);
    }
    // Decoding it took seconds and 200 MB; its header, milliseconds (the worker may start on the first).
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await rowsOf(row.sha256)).toEqual([]);
    const served = await serve(path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bomb)).toBe(true);
  });

  it('keeps renditions from the sweeper, and deletes them with their file', async () => {
    const file = await upload('gone.jpg', await photo(900, 600, 'jpeg'), 'image/jpeg');
    const rows = await rowsOf(file.sha256);
    expect(rows.length).toBe(4);
    await t.db.updateTable('media_blobs').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
    const blobs = await blobCount();
    expect(await new MediaStore(t.db).sweepOrphans(new Date().toISOString())).toBe(0);
    expect(await blobCount()).toBe(blobs);

    const del = await call(t.app, 'DELETE', withParams(ADMIN_PATHS.mediaFile, { sha256: file.sha256 }), {
      cookie: publisher.cookie,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await rowsOf(file.sha256)).toEqual([]);
    expect(await blobCount()).toBe(blobs - 1 - rows.length);
    expect((await serve(variantAddress(file.path, 640, 'webp'))).statusCode).toBe(404);
  });
});
