import { statSync } from 'node:fs';
import { LOOKUP_WINDOW_MS } from '@muyuan/contract/complaint-rules';
import { formatQueryCode, parseQueryCode } from '@muyuan/contract/query-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentStore } from '../src/integrity/attachment-store.ts';
import { keyFiles } from '../src/integrity/keys.ts';
import { changeStatus, openReport, readAttachment, replyToReport } from '../src/integrity/officer.ts';
import { sweepUploads, WAITING_FILE_TTL_MS } from '../src/integrity/sweeper.ts';
import { databases } from './helpers/databases.ts';
import { aReport, firstStartPrivateKey, followUp, lookup, PNG, submit, upload, uploaded } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(databases())('integrity reports on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { reportRateLimitMax: 1000, lookupRateLimitMax: 1000, uploadRateLimitMax: 1000 });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('makes a key pair on the first start, the private half readable by its owner only', () => {
    const files = keyFiles(t.config.dataDir);
    expect(statSync(files.privateKey).mode & 0o777).toBe(0o600);
    expect(statSync(files.codeKey).mode & 0o777).toBe(0o600);
    expect(statSync(files.publicKey).isFile()).toBe(true);
  });

  it('takes a report and answers a query code that opens its status, replies and follow-ups', async () => {
    const res = await submit(t.app, aReport());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const code: string = res.json().data.queryCode;
    expect(parseQueryCode(code)).toEqual({ ok: true, code });

    const first = await lookup(t.app, code);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'received', messages: [] });

    const id = (
      await t.db.selectFrom('complaints').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    ).id;
    const key = firstStartPrivateKey(t.config.dataDir);
    expect((await openReport(t.db, key, id)).report).toMatchObject({
      subject: aReport().subject,
      reporterName: '李明',
    });
    await replyToReport(t.db, key, id, '已收到，我们正在核查。');
    await changeStatus(t.db, id, 'in_review');
    const after = await followUp(t.app, code.toLowerCase().replace(/-/g, ' '), 'I can also send the bank statement.');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.status).toBe('in_review');
    expect(after.json().data.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['compliance', '已收到，我们正在核查。'],
      ['reporter', 'I can also send the bank statement.'],
    ]);
  });

  it('accepts an anonymous report without any identity', async () => {
    const res = await submit(
      t.app,
      aReport({ anonymous: true, reporterName: '', reporterPhone: '', reporterEmail: '', reporterEmployeeNo: '' }),
      'en',
    );
    expect(res.statusCode).toBe(200);
  });

  it("refuses a bad phone, a bad email and a real-name report without a contact, naming the field in the visitor's language", async () => {
    const phone = await submit(t.app, aReport({ reporterPhone: '12345' }), 'en');
    expect(phone.statusCode).toBe(400);
    expect(phone.json().msg).toBe('Phone: Please enter a mainland mobile number (+86 or 0086 may precede it)');
    const email = await submit(t.app, aReport({ reporterEmail: 'nobody@nowhere' }), 'zh');
    expect(email.json()).toEqual({ code: 400, msg: '电子邮箱：请输入有效的电子邮箱', data: null });
    const noContact = await submit(t.app, aReport({ reporterPhone: '' }), 'zh');
    expect(noContact.json().msg).toContain('实名举报请留下手机号码或电子邮箱');
    const short = await submit(t.app, aReport({ content: '太短了' }), 'en');
    expect(short.json().msg).toBe('What happened: Please write at least 20 characters');
  });

  it('refuses malformed bodies, unknown fields and unknown choices with 4xx', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/complaint/save/notoken',
      payload: '{"subject":',
      headers: { 'content-type': 'application/json', lang: 'en' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await submit(t.app, { ...aReport(), extra: 'x' })).statusCode).toBe(400);
    expect((await submit(t.app, { ...aReport(), anonymous: 'yes' })).statusCode).toBe(400);
    const dept = await submit(t.app, aReport({ deptId: 'no-such-dept' }), 'en');
    expect(dept.json().msg).toBe('Subsidiary: please choose from the list');
    const huge = await submit(t.app, aReport({ content: 'x'.repeat(70_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it('tells a malformed code from an unknown one, and answers every lookup in the same fixed time', async () => {
    const bad = await lookup(t.app, 'ABCD-1234', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('That is not a valid query code; please check it and try again');
    const code: string = (await submit(t.app, aReport())).json().data.queryCode;
    const timed = async (c: string) => {
      const started = performance.now();
      const res = await lookup(t.app, c, 'en');
      return { res, ms: performance.now() - started };
    };
    // A well-formed code of no report: the same answer as any other miss, in the same window as a hit.
    const other = formatQueryCode(new Uint8Array(15).fill(7));
    const miss = await timed(other);
    const hit = await timed(code);
    expect(miss.res.statusCode).toBe(404);
    expect(miss.res.json().msg).toBe('No report matches this query code; please check it');
    expect(hit.res.statusCode).toBe(200);
    for (const { ms } of [miss, hit]) {
      expect(ms).toBeGreaterThanOrEqual(LOOKUP_WINDOW_MS - 5);
      expect(ms).toBeLessThan(LOOKUP_WINDOW_MS + 250);
    }
  });

  it('stores attachments encrypted under random names and gives them to the report', async () => {
    const up = await upload(t.app, '现场照片.png', PNG);
    expect(up.statusCode).toBe(200);
    const file = uploaded(up);
    expect(file).toMatchObject({ name: '现场照片.png', type: 'image/png', size: PNG.length });
    const blobs = await t.db.selectFrom('complaint_blobs').select('id').execute();
    expect(blobs.every((b) => /^[0-9a-f-]{36}$/.test(b.id))).toBe(true);
    const code: string = (await submit(t.app, aReport({ attachments: [{ id: file.id, key: file.key }] }))).json().data
      .queryCode;
    expect(code).toBeTruthy();
    const row = await t.db
      .selectFrom('complaint_files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(row.complaint_id).not.toBeNull();
    const report = await openReport(t.db, firstStartPrivateKey(t.config.dataDir), row.complaint_id ?? '');
    const attachment = report.files[0];
    if (!attachment) throw new Error('no attachment');
    expect(attachment.name).toBe('现场照片.png');
    expect((await readAttachment(new AttachmentStore(t.db), attachment)).equals(PNG)).toBe(true);
    // A file belongs to one report only.
    const again = await submit(t.app, aReport({ attachments: [{ id: file.id, key: file.key }] }), 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain('attachment');
  });

  it('commits a report with its files whole or not at all, when two reports race for one file', async () => {
    const shared = uploaded(await upload(t.app, 'shared.png', PNG));
    const own = [uploaded(await upload(t.app, 'a.png', PNG)), uploaded(await upload(t.app, 'b.png', PNG))];
    const count = async () => (await t.db.selectFrom('complaints').select('id').execute()).length;
    const before = await count();
    const results = await Promise.all(
      own.map((file) =>
        submit(
          t.app,
          aReport({
            attachments: [
              { id: file.id, key: file.key },
              { id: shared.id, key: shared.key },
            ],
          }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await count()).toBe(before + 1);
    const loser = own[results.findIndex((r) => r.statusCode === 400)];
    const row = await t.db
      .selectFrom('complaint_files')
      .select('complaint_id')
      .where('id', '=', loser?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.complaint_id).toBeNull();
  });

  it('refuses an attachment with a wrong key, and files of other kinds (415) or too large (413)', async () => {
    const file = uploaded(await upload(t.app, 'scan.png', PNG));
    const wrongKey = await submit(t.app, aReport({ attachments: [{ id: file.id, key: 'A'.repeat(43) }] }));
    expect(wrongKey.statusCode).toBe(400);
    const exe = await upload(t.app, 'invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]), 'zh');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().msg).toContain('不支持该文件类型');
    const big = await upload(t.app, 'big.png', Buffer.concat([PNG, Buffer.alloc(30 * 1024 * 1024)]), 'en');
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('Each attachment may be at most 30 MB');
    // Refused uploads leave no blob behind, whole or half-written.
    const unnamed = await t.db
      .selectFrom('complaint_blobs')
      .leftJoin('complaint_files', 'complaint_files.stored_name', 'complaint_blobs.id')
      .select('complaint_blobs.id')
      .where('complaint_files.id', 'is', null)
      .execute();
    expect(unnamed).toEqual([]);
  });

  it('keeps hostile file names harmless: no path, no control characters, not too long', async () => {
    for (const name of ['../../../etc/passwd.png', 'a\u0000b\r\n<script>.png', `${'长'.repeat(500)}.png`]) {
      const res = await upload(t.app, name, PNG);
      expect(res.statusCode).toBe(200);
      const meta = uploaded(res);
      expect(meta.name).not.toMatch(/[/\\\p{Cc}]/u);
      expect([...meta.name].length).toBeLessThanOrEqual(120);
    }
    const blobs = await t.db.selectFrom('complaint_blobs').select('id').execute();
    expect(blobs.every((b) => /^[0-9a-f-]{36}$/.test(b.id))).toBe(true);
  });

  it('removes attachments no report claimed once they expire, and keeps claimed ones', async () => {
    const waiting = uploaded(await upload(t.app, 'later.png', PNG));
    const kept = uploaded(await upload(t.app, 'now.png', PNG));
    await submit(t.app, aReport({ attachments: [{ id: kept.id, key: kept.key }] }));
    const ctx = { db: t.db, store: new AttachmentStore(t.db) };
    await sweepUploads(ctx, Date.now() + WAITING_FILE_TTL_MS + 1000);
    const ids = (await t.db.selectFrom('complaint_files').select('id').execute()).map((r) => r.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(waiting.id);
    const names = new Set((await t.db.selectFrom('complaint_blobs').select('id').execute()).map((b) => b.id));
    const keptRow = await t.db
      .selectFrom('complaint_files')
      .select('stored_name')
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(names.has(keptRow.stored_name)).toBe(true);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await t.db.selectFrom('complaints').select('id').execute()).length;
    const res = await submit(t.app, aReport({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect((await t.db.selectFrom('complaints').select('id').execute()).length).toBe(before);
    expect((await lookup(t.app, res.json().data.queryCode)).statusCode).toBe(404);
  });

  it('answers the wrong method on its paths with 405', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/compliance/complaint/save/notoken' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('integrity limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { reportRateLimitMax: 2, lookupRateLimitMax: 3 });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('limit submissions per client with a 429 and Retry-After', async () => {
    expect((await submit(t.app, aReport(), 'en', '203.0.113.10')).statusCode).toBe(200);
    expect((await submit(t.app, aReport(), 'en', '203.0.113.10')).statusCode).toBe(200);
    const over = await submit(t.app, aReport(), 'en', '203.0.113.10');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(t.app, aReport(), 'en', '203.0.113.11')).statusCode).toBe(200);
  });

  it('limit lookups with a wait that grows with every request over the limit', async () => {
    const code = '0000-0000-0000-0000-0000-0000';
    for (let i = 0; i < 3; i++) await lookup(t.app, code, 'en', '203.0.113.20');
    const first = await lookup(t.app, code, 'en', '203.0.113.20');
    const second = await lookup(t.app, code, 'en', '203.0.113.20');
    expect(first.statusCode).toBe(429);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(Number(first.headers['retry-after']));
  });
});
