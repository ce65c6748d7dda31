import { createHash } from 'node:crypto';
import type { DocumentFile, DocumentPage } from '@muyuan/contract/admin/documents';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/admin/audit.ts';
import { stateOf } from '../src/documents/console-repository.ts';
import { call, type Enrolled } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { storeDocument } from './helpers/document-rows.ts';
import { fixturePdf } from './helpers/pdf-documents.ts';
import { publishNotice, uploadPdf } from './helpers/published-pdfs.ts';
import { staffedApp } from './helpers/staffed-app.ts';

/** The console's documents screen (issue 42, points 4 and 6): what reading each published PDF gave, and reading one again. */

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DAMAGED = fixturePdf('truncated');
const ENCRYPTED = fixturePdf('password');
const BILINGUAL = fixturePdf('bilingual');

describe.each(databases())('the documents screen’s API (%s)', (dialect) => {
  const { t, staff } = staffedApp(dialect, {
    admin: ['admin'],
    editor: ['editor'],
    viewer: ['viewer'],
    compliance: ['compliance'],
  });
  const list = (who: Enrolled, query = '', lang: 'zh' | 'en' = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.documents}${query}`,
      headers: { lang, cookie: `muyuan-admin=${who.cookie}`, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
    });
  const readAgain = (who: Enrolled, hash: string, lang: 'zh' | 'en' = 'en') =>
    t.app.inject({
      method: 'POST',
      url: withParams(ADMIN_PATHS.documentReadAgain, { hash }),
      headers: {
        lang,
        origin: 'http://localhost:8080',
        cookie: `muyuan-admin=${who.cookie}`,
        'sec-fetch-dest': 'empty',
        'sec-fetch-mode': 'cors',
      },
    });
  let damaged = '';
  let encrypted = '';
  let unusedUpload = '';

  it('lists every published PDF’s address with what reading it gave, as stored, with counts per state', async () => {
    damaged = await uploadPdf(t.db, DAMAGED, 'broken.pdf');
    encrypted = await uploadPdf(t.db, ENCRYPTED, 'locked.pdf');
    await publishNotice(t.db, 'doc-damaged', damaged);
    await publishNotice(t.db, 'doc-encrypted', encrypted);
    await publishNotice(t.db, 'doc-bilingual', await uploadPdf(t.db, BILINGUAL, 'report.pdf'));
    unusedUpload = await uploadPdf(t.db, fixturePdf('owner-locked'), 'not-published.pdf');
    const report = await t.app.documentReader.run();
    expect(report).toMatchObject({ standby: false, failed: 2 });

    const res = await list(staff.viewer, '?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const page: DocumentPage = res.json().data;
    const stored = await t.db
      .selectFrom('document_files as f')
      .leftJoin('document_texts as t', 't.hash', 'f.hash')
      .select(['f.path', 'f.hash', 't.status', 't.source', 't.reason', 't.page_count', 't.size', 't.read_at'])
      .orderBy('f.path')
      .execute();
    expect(page.total).toBe(stored.length);
    expect(page.list.map((f) => [f.path, f.hash, f.state, f.reason, f.pageCount, f.size, f.readAt])).toEqual(
      stored.map((r) => [
        r.path,
        r.hash,
        stateOf(r.status, r.source),
        r.reason,
        Number(r.page_count),
        Number(r.size),
        r.read_at,
      ]),
    );
    const byPath = new Map(page.list.map((f) => [f.path, f]));
    expect(byPath.get(damaged)).toMatchObject({
      hash: sha256(DAMAGED),
      uploadName: 'broken.pdf',
      state: 'failed',
      reason: 'damaged',
    });
    expect(byPath.get(encrypted)).toMatchObject({ hash: sha256(ENCRYPTED), state: 'failed', reason: 'encrypted' });
    expect(byPath.has(unusedUpload)).toBe(false);
    // The counts add up to the addresses, whatever the filter.
    const counted = Object.values(page.counts).reduce((a, b) => a + b, 0);
    expect(counted).toBe(stored.length);
    expect(page.counts.failed).toBe(2);
    // A seed announcement's file is named by its published record.
    const seed = page.list.find((f) => f.path.startsWith('/media/files/') && f.usedBy.length > 0);
    expect(seed?.usedBy[0]?.collection).toBeTruthy();
  });

  it('filters by state and pages the list by address', async () => {
    const failed: DocumentPage = (await list(staff.editor, '?state=failed')).json().data;
    expect(failed.list.map((f) => f.path).sort()).toEqual([damaged, encrypted].sort());
    expect(failed).toMatchObject({ total: 2, counts: { failed: 2 } });
    const all: DocumentPage = (await list(staff.editor, '?pageSize=100')).json().data;
    const second: DocumentPage = (await list(staff.editor, '?pageNum=2&pageSize=5')).json().data;
    expect(second.list.map((f) => f.path)).toEqual(all.list.slice(5, 10).map((f) => f.path));
    expect(second.total).toBe(all.total);
  });

  it('tells a scan without text and one read by OCR apart', async () => {
    const scan = 'a'.repeat(64);
    const ocr = 'b'.repeat(64);
    await storeDocument(t.db, { paths: ['/media/files/test/scan.pdf'], hash: scan, pages: [], status: 'no-text' });
    await storeDocument(t.db, { paths: ['/media/files/test/ocr.pdf'], hash: ocr, pages: ['扫描件'], source: 'ocr' });
    const noText: DocumentFile[] = (await list(staff.viewer, '?state=no-text')).json().data.list;
    expect(noText.map((f) => f.hash)).toContain(scan);
    const read: DocumentFile[] = (await list(staff.viewer, '?state=ocr')).json().data.list;
    expect(read).toEqual([expect.objectContaining({ hash: ocr, state: 'ocr', pageCount: 1, reason: null })]);
  });

  it('shows an uploaded PDF’s text state in the media library, once a published record used it', async () => {
    const res = await list(staff.viewer);
    expect(res.statusCode).toBe(200);
    const media = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.media}?kind=pdf&pageSize=100`,
      headers: {
        lang: 'en',
        cookie: `muyuan-admin=${staff.viewer.cookie}`,
        'sec-fetch-dest': 'empty',
        'sec-fetch-mode': 'cors',
      },
    });
    const files = new Map<string, { text?: unknown }>(media.json().data.list.map((f: { path: string }) => [f.path, f]));
    expect(files.get(damaged)?.text).toEqual({ state: 'failed', reason: 'damaged' });
    expect(files.get(encrypted)?.text).toEqual({ state: 'failed', reason: 'encrypted' });
    expect(files.get(unusedUpload)).toBeDefined();
    expect(files.get(unusedUpload)?.text).toBeUndefined();
  });

  it('reads a file again: forgets its row and pages, audits who asked, and the reader reads it anew', async () => {
    const hash = sha256(BILINGUAL);
    expect(await t.db.selectFrom('document_pages').select('page').where('hash', '=', hash).execute()).toHaveLength(4);
    const res = await readAgain(staff.editor, hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ hash, paths: [expect.stringMatching(/^\/media\/u\/[0-9a-f]{64}\.pdf$/)] });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'document_read_again')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: expect.stringMatching(/^account:/), object: `document:${hash}` });
    expect(JSON.parse(audit.detail)).toEqual({ paths: res.json().data.paths });
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
    // The reader woken by the route (this instance holds the lease) reads it back.
    await expect
      .poll(
        async () => (await t.db.selectFrom('document_pages').select('page').where('hash', '=', hash).execute()).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(4);
    const again: DocumentPage = (await list(staff.viewer, '?state=waiting')).json().data;
    expect(again.total).toBe(0);
  });

  it('refuses read-again to those who only read, and the whole screen to compliance', async () => {
    const hash = sha256(DAMAGED);
    expect((await readAgain(staff.viewer, hash)).statusCode).toBe(403);
    expect((await readAgain(staff.compliance, hash)).statusCode).toBe(403);
    expect((await list(staff.compliance)).statusCode).toBe(403);
    expect((await readAgain(staff.admin, hash)).statusCode).toBe(200);
    // Without the console's own origin (a form on another site), nothing is forgotten.
    const res = await call(t.app, 'POST', withParams(ADMIN_PATHS.documentReadAgain, { hash: sha256(ENCRYPTED) }), {
      cookie: staff.editor.cookie,
      origin: 'https://evil.example',
      fetchSite: 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('document_texts').select('hash').where('hash', '=', sha256(ENCRYPTED)).execute(),
    ).toHaveLength(1);
  });

  it('answers an unknown file 404 and a malformed hash or state 400, in the caller’s language', async () => {
    for (const [lang, words] of [
      ['en', 'No published address serves this file'],
      ['zh', '没有已发布的地址提供该文件'],
    ] as const) {
      const unknown = await readAgain(staff.editor, 'c'.repeat(64), lang);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 404, data: null });
      expect(unknown.json().msg).toContain(words);
    }
    // The field named, in words of the caller's language.
    const bad = await readAgain(staff.editor, 'not-a-hash', 'zh');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/hash.*格式不正确/);
    const badEn = await readAgain(staff.editor, 'A'.repeat(64), 'en');
    expect(badEn.statusCode).toBe(400);
    expect(badEn.json().msg).toMatch(/hash/);
    expect(badEn.json().msg).not.toMatch(/[\u4e00-\u9fff]/);
    for (const query of ['?state=lost', '?pageSize=1000', '?pageNum=0']) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await list(staff.viewer, query, lang);
        expect(res.statusCode, query).toBe(400);
        expect(/[\u4e00-\u9fff]/.test(res.json().msg), `${query} ${res.json().msg}`).toBe(lang === 'zh');
      }
    }
    expect((await list(staff.viewer, '?other=1')).statusCode).toBe(400);
  });
});
