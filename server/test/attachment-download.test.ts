import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { attachmentFileName, extensionFor, sendAttachment } from '../src/integrity/attachment-file.ts';
import { AttachmentStore } from '../src/integrity/attachment-store.ts';
import { exportReport } from '../src/integrity/export-report.ts';
import { ACCEPTED_TYPES } from '../src/integrity/file-check.ts';
import { keyFiles } from '../src/integrity/keys.ts';
import { openAttachment, openReport } from '../src/integrity/officer.ts';
import { databases } from './helpers/databases.ts';
import { aReport, firstStartPrivateKey, submit, upload, uploaded } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Bytes that pass as a PDF (its magic comes first) and that a browser would also run as a page. */
const POLYGLOT = Buffer.from(
  '%PDF-1.4\n%<html><body><script>document.title="ran"</script></body></html>\n' +
    '1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
);
/** The reporter's names for it: each a type a desktop or a browser would run. */
const DANGEROUS_NAMES = ['evidence.html', 'drawing.svg', 'setup.hta'];

describe.each(databases())('attachments leaving the server on %s', (dialect) => {
  let t: TestApp;
  let reportId: string;
  let out: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { uploadRateLimitMax: 1000, reportRateLimitMax: 1000 });
    const files = [];
    for (const name of DANGEROUS_NAMES) {
      const res = await upload(t.app, name, POLYGLOT);
      expect(res.statusCode).toBe(200);
      files.push(uploaded(res));
    }
    expect(files.map((f) => f.type)).toEqual(['application/pdf', 'application/pdf', 'application/pdf']);
    const sent = await submit(t.app, aReport({ attachments: files.map((f) => ({ id: f.id, key: f.key })) }));
    expect(sent.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('complaint_files')
      .select('complaint_id')
      .where('id', '=', files[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    reportId = row.complaint_id ?? '';
    out = mkdtempSync(join(tmpdir(), 'muyuan-export-'));
  });
  const privateKeyFile = () => keyFiles(t.config.dataDir).privateKey;
  afterAll(async () => {
    await t?.cleanup();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('exports a polyglot named .html, .svg or .hta as a .pdf, keeping the reporter’s name as text only', async () => {
    const key = firstStartPrivateKey(t.config.dataDir);
    const dir = join(out, 'export');
    await exportReport(t.db, key, new AttachmentStore(t.db), reportId, dir);
    const expected = ['01-evidence.pdf', '02-drawing.pdf', '03-setup.pdf'];
    expect(readdirSync(dir).sort()).toEqual([...expected, 'report.json']);
    for (const name of expected) expect(readFileSync(join(dir, name)).equals(POLYGLOT)).toBe(true);
    const listing = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
      files: { name: string; savedAs: string; type: string }[];
    };
    expect(listing.files.map((f) => [f.name, f.savedAs, f.type])).toEqual(
      DANGEROUS_NAMES.map((name, i) => [name, expected[i], 'application/pdf']),
    );
  });

  it('does the same through `npm run compliance -- export`', () => {
    const dir = join(out, 'cli');
    // The tool reads the database the server uses: the SQLite file's folder, or this suite's schema.
    const database =
      dialect === 'sqlite'
        ? { DATA_DIR: dirname(t.file ?? ''), DATABASE_URL: '' }
        : { DATABASE_URL: process.env.TEST_DATABASE_URL, PGOPTIONS: `-c search_path=${t.schema}` };
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/src/integrity/cli.ts', 'export', reportId, '--out', dir, '--key', privateKeyFile()],
      { cwd: REPO_ROOT, env: { ...process.env, ...database }, stdio: 'pipe' },
    );
    expect(readdirSync(dir).sort()).toEqual(['01-evidence.pdf', '02-drawing.pdf', '03-setup.pdf', 'report.json']);
  });

  it('sends an attachment over HTTP as a download of its detected type that no browser renders', async () => {
    const report = await openReport(t.db, firstStartPrivateKey(t.config.dataDir), reportId);
    const store = new AttachmentStore(t.db);
    // A console's download route, as every later console builds it.
    const consoleApp = Fastify();
    consoleApp.get<{ Params: { n: string } }>('/attachments/:n', async (request, reply) => {
      const position = Number(request.params.n);
      const file = report.files[position - 1];
      if (!file) return reply.code(404).send();
      return sendAttachment(reply, {
        position,
        name: file.name,
        type: file.type,
        bytes: openAttachment(store, file),
      });
    });
    try {
      const res = await consoleApp.inject({ method: 'GET', url: '/attachments/1' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(POLYGLOT)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['cache-control']).toBe('no-store');
      const disposition = parseDisposition(String(res.headers['content-disposition']));
      expect(disposition).toEqual({ type: 'attachment', parameters: { filename: '01-evidence.pdf' } });
    } finally {
      await consoleApp.close();
    }
  });
});

describe('attachment file names', () => {
  it('has an extension for every accepted type', () => {
    for (const type of Object.keys(ACCEPTED_TYPES)) expect(extensionFor(type, 'x'), type).not.toBe('bin');
  });

  it.each([
    [1, 'evidence.html', 'application/pdf', '01-evidence.pdf'],
    [2, '照片.JPEG', 'image/jpeg', '02-照片.jpeg'],
    [3, 'scan.png.exe', 'image/png', '03-scan_png.png'],
    [4, '预算.xls', 'application/x-cfb', '04-预算.xls'],
    [5, 'memo.hta', 'application/x-cfb', '05-memo.doc'],
    [6, '../../etc/passwd', 'text/plain', '06-passwd.txt'],
    [7, '.htaccess', 'text/plain', '07-htaccess.txt'],
    [8, '<svg onload=x>.svg', 'image/webp', '08-svg onload_x.webp'],
    [12, '', 'video/mp4', '12-attachment.mp4'],
    [13, 'a.pdf', 'application/x-unknown', '13-a.bin'],
  ])('saves #%i named %j of type %s as %s', (position, name, type, expected) => {
    expect(attachmentFileName(position, name, type)).toBe(expected);
  });

  it('sends a non-ASCII name in UTF-8 with an ASCII name beside it for older clients', async () => {
    const app = Fastify();
    app.get('/', (_request, reply) =>
      sendAttachment(reply, { position: 2, name: '现场照片.jpeg', type: 'image/jpeg', bytes: Buffer.from('x') }),
    );
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const header = String(res.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename="?02-attachment\.jpeg"?; filename\*=UTF-8''/);
    expect(parseDisposition(header).parameters.filename).toBe('02-现场照片.jpeg');
  });
});
