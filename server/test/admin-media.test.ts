import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/admin/audit.ts';
import { createToken } from '../src/admin/tokens.ts';
import { exportUploads, importUploads, readUploadFolder } from '../src/media/media-folder.ts';
import { MediaStore } from '../src/media/media-store.ts';
import { ADMIN_ORIGIN, call, type Enrolled, enrollWithPassword, FakeClock, sessionHeaders } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { multipart } from './helpers/integrity.ts';
import {
  HOSTILE_SVG,
  jpegClaiming,
  multipartOf,
  pdfWithTitle,
  pngBomb,
  pngWithExif,
  tinyMp4,
} from './helpers/media-files.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const KIB = 1024;

/** Posts a multipart body to the upload route as the console does (same origin, the caller's session or token). */
function postForm(
  app: FastifyInstance,
  form: { payload: Buffer; contentType: string },
  who: { cookie?: string; token?: string },
  lang: 'zh' | 'en' = 'en',
) {
  const headers: Record<string, string> = { lang, origin: ADMIN_ORIGIN, 'content-type': form.contentType };
  if (who.cookie) Object.assign(headers, sessionHeaders(who.cookie));
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  return app.inject({ method: 'POST', url: ADMIN_PATHS.media, headers, payload: form.payload });
}

describe.each(databases())('the media store (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let editor: Enrolled;
  let publisher: Enrolled;
  let viewer: Enrolled;
  let compliance: Enrolled;

  beforeAll(async () => {
    // Small limits, so that an oversize file is a few KiB.
    t = await createTestApp(
      dialect,
      { mediaMaxBytes: { image: 64 * KIB, pdf: 64 * KIB, video: 64 * KIB } },
      { clock: clock.now },
    );
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    publisher = await enrollWithPassword(t.app, t.db, clock, ['publisher']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    compliance = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  });
  afterAll(async () => t?.cleanup());

  const as = (who: Enrolled) => ({ cookie: who.cookie });
  const upload = (name: string, bytes: Buffer, who: Enrolled = editor, type?: string, lang: 'zh' | 'en' = 'en') =>
    postForm(t.app, multipart(name, bytes, type), as(who), lang);
  const counts = async () => {
    const n = async (table: 'media_files' | 'media_blobs' | 'media_blob_chunks') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { files: await n('media_files'), blobs: await n('media_blobs'), chunks: await n('media_blob_chunks') };
  };
  const serve = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('stores a PDF under the SHA-256 of its bytes, reads its title and pages, and serves it forever', async () => {
    const pdf = pdfWithTitle('2026年第三季度报告', 2);
    const res = await upload('第三季度报告.pdf', pdf, editor, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({
      path: `/media/u/${sha(pdf)}.pdf`,
      sha256: sha(pdf),
      kind: 'pdf',
      mime: 'application/pdf',
      size: pdf.length,
      name: '第三季度报告.pdf',
      pdf: { title: '2026年第三季度报告', pages: 2 },
    });
    expect(file.image).toBeUndefined();

    const served = await serve(file.path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Opened in a tab, a PDF is a document of no origin: no script, no cookie of the site (issue 38, point 9).
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.headers.etag).toBe(`"${sha(pdf)}"`);
    expect((await serve(file.path, { 'if-none-match': `"${sha(pdf)}"` })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: file.path });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdf.length));
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-security-policy']).toBe('sandbox');
    expect(head.rawPayload.length).toBe(0);
    expect((await serve(`/media/u/${'0'.repeat(64)}.pdf`)).statusCode).toBe(404);
    // The right name with another extension is not the file.
    expect((await serve(`/media/u/${sha(pdf)}.png`)).statusCode).toBe(404);
  });

  it('keeps a PDF byte for byte as filed with the exchange: uploaded, exported and brought back by seed --from', async () => {
    // As filed: a signed PDF is its first version, an incremental update after its %%EOF, and whatever
    // its writer left at the end; rewriting any of it (pdf-lib's save, a metadata fix) breaks the signature.
    const first = pdfWithTitle('2026年第三季度报告（已签署）', 1);
    const filed = Buffer.concat([
      first,
      Buffer.from(
        `5 0 obj\n<< /Title (Signed) /ModDate (D:20261027093000+08'00') >>\nendobj\nxref\n0 1\n0000000000 65535 f \n5 1\n${String(first.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Info 5 0 R /Prev ${first.lastIndexOf('xref')} >>\nstartxref\n${first.length + 80}\n%%EOF\n`,
        'latin1',
      ),
      Buffer.from([0x00, 0xff, 0x0d, 0x0a, 0x25]),
    ]);
    const res = await upload('signed.pdf', filed, editor, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ sha256: sha(filed), size: filed.length });
    expect((await serve(file.path)).rawPayload.equals(filed)).toBe(true);

    const dir = mkdtempSync(join(tmpdir(), 'muyuan-filed-'));
    try {
      await exportUploads(new MediaStore(t.db), dir);
      const exported = readFileSync(join(dir, 'u', `${sha(filed)}.pdf`));
      expect(exported.equals(filed)).toBe(true);
      const removed = await call(
        t.app,
        'DELETE',
        withParams(ADMIN_PATHS.mediaFile, { sha256: sha(filed) }),
        as(publisher),
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await serve(file.path)).statusCode).toBe(404);
      const files = (await readUploadFolder(dir)).filter((f) => f.sha256 === sha(filed));
      expect(await importUploads(new MediaStore(t.db), files, 'cli')).toBe(1);
      expect((await serve(file.path)).rawPayload.equals(filed)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers the same address for the same bytes again: one copy, never overwritten', async () => {
    const pdf = pdfWithTitle('Same bytes', 1);
    const first = (await upload('a.pdf', pdf)).json().data;
    const before = await counts();
    const again = await upload('another-name.pdf', pdf, publisher);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.path).toBe(first.path);
    // The first upload's facts stay (its name, who uploaded it).
    expect(again.json().data).toMatchObject({ name: 'a.pdf', uploadedAt: first.uploadedAt });
    expect(await counts()).toEqual(before);
  });

  it('removes EXIF from images (PNG, JPEG) and keeps WebP, AVIF and MP4', async () => {
    const png = pngWithExif('SECRET-GPS-34.7N');
    const res = await upload('barn.png', png, editor, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ kind: 'image', mime: 'image/png', image: { width: 2, height: 1 } });
    const stored = (await serve(file.path)).rawPayload;
    expect(file.sha256).toBe(sha(stored));
    expect(stored.includes('SECRET-GPS')).toBe(false);
    expect(stored.includes('eXIf')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c03030' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-OWNER' } })
      .toBuffer();
    expect(jpeg.includes('SECRET-OWNER')).toBe(true);
    const photo = (await upload('photo.JPEG', jpeg, editor, 'image/jpeg')).json().data;
    expect(photo).toMatchObject({ mime: 'image/jpeg', image: { width: 4, height: 3 } });
    expect(photo.path).toMatch(/\.jpg$/);
    expect((await serve(photo.path)).rawPayload.includes('SECRET-OWNER')).toBe(false);

    const square = sharp({ create: { width: 3, height: 3, channels: 3, background: '#3030c0' } });
    const webp = await upload('a.webp', await square.clone().webp().toBuffer(), editor, 'image/webp');
    expect(webp.json().data, webp.body).toMatchObject({ mime: 'image/webp', image: { width: 3, height: 3 } });
    const avif = await upload('a.avif', await square.clone().avif().toBuffer(), editor, 'image/avif');
    expect(avif.json().data, avif.body).toMatchObject({ mime: 'image/avif', image: { width: 3, height: 3 } });

    const mp4 = tinyMp4();
    const video = await upload('clip.mp4', mp4, editor, 'video/mp4');
    expect(video.statusCode, video.body).toBe(200);
    expect(video.json().data).toMatchObject({ kind: 'video', mime: 'video/mp4', size: mp4.length, sha256: sha(mp4) });
    expect((await serve(video.json().data.path)).headers['content-type']).toBe('video/mp4');
  });

  it('sanitizes SVG (no script, handlers or outside references) and serves it under a policy that runs nothing', async () => {
    const res = await upload('logo.svg', HOSTILE_SVG, editor, 'image/svg+xml');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ kind: 'image', mime: 'image/svg+xml', image: { width: 40, height: 20 } });
    const served = await serve(file.path);
    const text = served.rawPayload.toString('utf8');
    for (const gone of ['script', 'onload', 'onclick', 'alert', 'evil.example', 'foreignObject', '<image', '<a ']) {
      expect(text, gone).not.toContain(gone);
    }
    expect(text).toContain('<circle');
    expect(text).toContain('viewBox="0 0 40 20"');
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  const refusals: [string, string, Buffer, number, string, string?][] = [
    [
      'bytes that are no known type',
      'notes.png',
      Buffer.from('just some text, not an image'),
      415,
      'media_type_mismatch',
    ],
    ['a PNG named .pdf', 'report.pdf', pngWithExif('x'), 415, 'media_type_mismatch'],
    ['a PDF sent as image/png', 'report.pdf', pdfWithTitle('x'), 415, 'media_type_mismatch', 'image/png'],
    ['an extension not taken', 'macro.docm', pdfWithTitle('x'), 415, 'unsupported_media'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 400, 'empty_file'],
    [
      'a file over its kind’s limit',
      'big.png',
      Buffer.concat([pngWithExif('x'), Buffer.alloc(70 * KIB)]),
      413,
      'media_too_large',
    ],
    ['a path for a name', '../../etc/passwd', pdfWithTitle('x'), 415, 'unsupported_media'],
    ['a name of 300 characters', `${'长'.repeat(300)}.pdf`, pdfWithTitle('x'), 400, 'bad_file_name'],
    ['a name with a control character', 'bad\u0001name.pdf', pdfWithTitle('x'), 400, 'bad_file_name'],
    ['a name with a bidi override', 'invoice\u202Efdp.exe.pdf', pdfWithTitle('x'), 400, 'bad_file_name'],
    // Issue 38, point 7: 12 KB that decode to 100 million pixels (300 MB as RGB).
    ['a PNG of 10,000 × 10,000 pixels in 12 KB', 'bomb.png', pngBomb(10_000, 10_000), 413, 'image_too_many_pixels'],
  ];
  it.each(refusals)(
    'refuses %s with a clear message in the caller’s language, storing nothing',
    async (_what, name, bytes, status, code, type) => {
      const before = await counts();
      for (const lang of ['zh', 'en'] as const) {
        const res = await upload(name, bytes, editor, type, lang);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.headers['x-error-code']).toBe(code);
        const msg = res.json().msg as string;
        expect(msg.length).toBeGreaterThan(5);
        expect(/[\u4e00-\u9fff]/.test(msg)).toBe(lang === 'zh');
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a picture of more than 40 million pixels from its header, naming the limit, before decoding it', async () => {
    const before = await counts();
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const cases: [string, Buffer, string, RegExp, RegExp][] = [
      ['bomb.png', pngBomb(10_000, 10_000), 'image/png', /10,000 × 10,000, 100 million/, /10000 × 10000，共 1 亿像素/],
      // Just over: 6,325 × 6,325 is 40,005,625.
      ['edge.png', pngBomb(6_325, 6_325), 'image/png', /6,325 × 6,325, 40 million/, /6325 × 6325，共 4001 万像素/],
      ['claim.jpg', jpegClaiming(small, 9_000, 9_000), 'image/jpeg', /9,000 × 9,000, 81 million/, /9000 × 9000/],
      [
        'huge.jpg',
        jpegClaiming(small, 65_000, 65_000),
        'image/jpeg',
        /65,000 × 65,000, 4,225 million/,
        /65000 × 65000，共 42\.3 亿像素/,
      ],
    ];
    for (const [name, bytes, type, en, zh] of cases) {
      const english = await upload(name, bytes, editor, type, 'en');
      expect(english.statusCode, english.body).toBe(413);
      expect(english.headers['x-error-code']).toBe('image_too_many_pixels');
      expect(english.json().msg).toMatch(/^A picture may have at most 40 million pixels: this (PNG|JPEG) is /);
      expect(english.json().msg).toMatch(en);
      const chinese = await upload(name, bytes, editor, type, 'zh');
      expect(chinese.statusCode).toBe(413);
      expect(chinese.json().msg).toMatch(/^图像不能超过 4000 万像素：这张 (PNG|JPEG) 为 /);
      expect(chinese.json().msg).toMatch(zh);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a form without a file, with two files, or not multipart at all', async () => {
    const before = await counts();
    const pdf = pdfWithTitle('two');
    const none = await postForm(t.app, multipartOf([]), as(editor));
    expect(none.statusCode, none.body).toBe(400);
    const two = await postForm(
      t.app,
      multipartOf([
        { field: 'file', fileName: 'a.pdf', content: pdf },
        { field: 'file', fileName: 'b.pdf', content: pdfWithTitle('other') },
      ]),
      as(editor),
      'zh',
    );
    expect(two.statusCode, two.body).toBe(400);
    expect(two.headers['x-error-code']).toBe('multiple_files');
    expect(two.json().msg).toMatch(/[\u4e00-\u9fff]/);
    const json = await call(t.app, 'POST', ADMIN_PATHS.media, as(editor), { file: 'x' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(await counts()).toEqual(before);
  });

  it('lets editors, publishers and their tokens upload; viewers and compliance may not', async () => {
    const pdf = pdfWithTitle('roles');
    expect((await upload('r.pdf', pdf, viewer)).statusCode).toBe(403);
    expect((await upload('r.pdf', pdf, compliance)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', ADMIN_PATHS.media, as(compliance))).statusCode).toBe(403);
    const token = await createToken(t.db, clock.now(), { name: 'ir uploads', roles: ['editor'], createdBy: null });
    const byToken = await postForm(t.app, multipart('r.pdf', pdf), { token: token.secret });
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(byToken.json().data.uploadedBy).toBe(`token:${token.id}`);
    const sha256 = byToken.json().data.sha256;
    expect((await call(t.app, 'DELETE', withParams(ADMIN_PATHS.mediaFile, { sha256 }), as(editor))).statusCode).toBe(
      403,
    );
  });

  it('publishes an announcement pointing at an uploaded PDF; the library shows the use and refuses to delete the file until it is gone', async () => {
    const pdf = pdfWithTitle('关于媒体库测试的公告', 2);
    const file = (await upload('notice.pdf', pdf, publisher)).json().data;
    const id = `notice-media-${dialect}`;
    const notice = { id, date: '2026-11-20', type: 'periodic', file: file.path, zh: { title: '关于媒体库测试的公告' } };
    const missing = { ...notice, file: `/media/u/${'ab'.repeat(32)}.pdf` };
    const refused = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentPublish, { collection: 'notices', id }),
      as(publisher),
      {
        json: missing,
        baseVersion: null,
      },
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('file');

    const published = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentPublish, { collection: 'notices', id }),
      as(publisher),
      {
        json: notice,
        baseVersion: null,
      },
    );
    expect(published.statusCode, published.body).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.noticeList}?keyword=${encodeURIComponent('媒体库测试')}`,
      headers: { lang: 'zh' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(file.path);
    expect(list.body).toContain('关于媒体库测试的公告');

    const library = await call(t.app, 'GET', `${ADMIN_PATHS.media}?pageSize=100`, as(viewer));
    expect(library.statusCode, library.body).toBe(200);
    const page = library.json().data;
    const entry = page.list.find((f: Json) => f.sha256 === file.sha256);
    expect(entry.usedBy).toEqual([{ collection: 'notices', id, published: true }]);
    // Newest first.
    const times = page.list.map((f: Json) => f.uploadedAt as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.total).toBeGreaterThanOrEqual(page.list.length);

    const del = (who: Enrolled) =>
      call(t.app, 'DELETE', withParams(ADMIN_PATHS.mediaFile, { sha256: file.sha256 }), as(who));
    const inUse = await del(publisher);
    expect(inUse.statusCode, inUse.body).toBe(409);
    expect(inUse.json().data.usedBy).toEqual([{ collection: 'notices', id, published: true }]);

    // Unpublished but kept, the record still points at it: still refused. Pointed elsewhere, the file may go.
    const other = (await upload('other.pdf', pdfWithTitle('replacement'), publisher)).json().data;
    const repointed = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentPublish, { collection: 'notices', id }),
      as(publisher),
      {
        json: { ...notice, file: other.path },
        baseVersion: 1,
      },
    );
    expect(repointed.statusCode, repointed.body).toBe(200);
    const before = await counts();
    const gone = await del(publisher);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await serve(file.path)).statusCode).toBe(404);
    const after = await counts();
    expect(after.files).toBe(before.files - 1);
    expect(after.blobs).toBe(before.blobs - 1);
    expect((await del(publisher)).statusCode).toBe(404);
  });

  it('sweeps blobs no file names once they are old, and keeps every stored file', async () => {
    const store = new MediaStore(t.db);
    const before = await counts();
    const orphan = await store.writeBytes(Buffer.from('a crash left me'));
    await t.db
      .updateTable('media_blobs')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', orphan.blobId)
      .execute();
    const young = await store.writeBytes(Buffer.from('an upload in progress'));
    expect(await store.sweepOrphans(new Date(Date.now() - 60_000).toISOString())).toBe(1);
    expect(await counts()).toEqual({ ...before, blobs: before.blobs + 1, chunks: before.chunks + 1 });
    await store.discardBlob(young.blobId);
    expect(await counts()).toEqual(before);
  });

  it('audits every upload and delete in the chain', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['media_upload', 'media_delete'])
      .execute();
    expect(rows.some((r) => r.action === 'media_upload' && r.object?.startsWith('media:'))).toBe(true);
    expect(rows.some((r) => r.action === 'media_delete')).toBe(true);
    const audit = await call(t.app, 'GET', `${ADMIN_PATHS.audit}?action=media_upload`, {
      cookie: (await enrollWithPassword(t.app, t.db, clock, ['admin'])).cookie,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('describes the routes in the admin OpenAPI document, the upload as a multipart form', async () => {
    const doc = (await call(t.app, 'GET', ADMIN_PATHS.openApi, as(viewer))).json();
    const upload = doc.paths['/api/admin/v1/media'].post;
    expect(upload['x-roles']).toEqual(['editor', 'publisher']);
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    expect(doc.paths['/api/admin/v1/media'].get).toBeDefined();
    expect(doc.paths['/api/admin/v1/media/{sha256}'].delete['x-roles']).toEqual(['publisher']);
  });
});

describe('uploaded media and the static media folder', () => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    // A content folder whose media/ holds a `u/` file of the same name as a stored one, with other bytes.
    contentDir = mkdtempSync(join(tmpdir(), 'muyuan-media-'));
    mkdirSync(join(contentDir, 'media', 'u'), { recursive: true });
    writeFileSync(join(contentDir, 'media', 'plain.txt'), 'from the folder');
    t = await createTestApp('sqlite', { contentDir });
  });
  afterAll(async () => {
    await t?.cleanup();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it('serves /media/u/... from the database, never the folder, while the folder still serves the rest', async () => {
    const clock = new FakeClock();
    const editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    const pdf = pdfWithTitle('db wins');
    const file = (await postForm(t.app, multipart('x.pdf', pdf), { cookie: editor.cookie })).json().data;
    writeFileSync(join(contentDir, 'media', 'u', `${file.sha256}.pdf`), 'folder bytes');
    writeFileSync(join(contentDir, 'media', 'u', `${'1'.repeat(64)}.pdf`), 'only in the folder');
    const served = await t.app.inject({ method: 'GET', url: file.path });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/u/${'1'.repeat(64)}.pdf` })).statusCode).toBe(404);
    const plain = await t.app.inject({ method: 'GET', url: '/media/plain.txt' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('from the folder');
  });
});
