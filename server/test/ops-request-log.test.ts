import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { UPLOAD_PATH } from '@muyuan/contract/api-paths';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aReport, followUp, lookup, PNG, submit, upload } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

interface LogLine {
  msg?: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
}

describe('request logs: one line per request with its id, nothing of a report, no trace of a reporter', () => {
  const tag = randomBytes(6).toString('hex');
  const canaries = {
    name: `名字${tag}`,
    phone: `139${String(Number.parseInt(tag.slice(0, 8), 16) % 100_000_000).padStart(8, '0')}`,
    email: `canary.${tag}@example.com`,
    content: `举报内容金丝雀${tag}，时间地点人物都写清楚了。`,
    followUp: `补充说明金丝雀${tag}`,
    search: `搜索金丝雀${tag}`,
  };
  let t: TestApp;
  let raw = '';
  let code = '';
  const sentIds: string[] = [];

  const lines = (): LogLine[] =>
    raw
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const requestLines = () => lines().filter((l) => l.msg === 'request');

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    t = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: stream });
    expect((await upload(t.app, 'photo.png', PNG)).statusCode).toBe(200);
    const saved = await submit(
      t.app,
      aReport({
        reporterName: canaries.name,
        reporterPhone: canaries.phone,
        reporterEmail: canaries.email,
        content: canaries.content,
      }),
    );
    expect(saved.statusCode).toBe(200);
    code = saved.json().data.queryCode;
    expect((await lookup(t.app, code)).statusCode).toBe(200);
    expect((await followUp(t.app, code, canaries.followUp)).statusCode).toBe(200);
    // A client that puts the code (or a search) in the address: the query never reaches the log.
    await t.app.inject({ method: 'GET', url: `${INTEGRITY_PATHS.complaintStatus}?code=${encodeURIComponent(code)}` });
    await t.app.inject({
      method: 'GET',
      url: `${GET_ENDPOINTS.searchKey.path}?keyword=${encodeURIComponent(canaries.search)}`,
    });
    // A refused report (bad phone) logs nothing of its fields either.
    expect((await submit(t.app, aReport({ reporterName: canaries.name, reporterPhone: 'bad' }))).statusCode).toBe(400);
    for (const id of ['nginx-1234abcd', 'x'.repeat(300), 'two words']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      sentIds.push(String(res.headers['x-request-id']));
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('logs no name, phone, e-mail, content, follow-up, search or query code', () => {
    expect(requestLines().length).toBeGreaterThan(0);
    for (const [what, value] of Object.entries({ ...canaries, code })) {
      expect(raw.includes(value), what).toBe(false);
    }
    expect(raw).not.toContain(tag);
  });

  it("writes no line for the report's upload, submission, lookup and follow-up, even refused", () => {
    const reporterPaths = [
      UPLOAD_PATH,
      INTEGRITY_PATHS.saveComplaint,
      INTEGRITY_PATHS.complaintStatus,
      INTEGRITY_PATHS.complaintFollowUp,
    ];
    // A GET to the lookup's address is no route of the report (a 404 of an unknown method): it has its line.
    expect(requestLines().filter((l) => reporterPaths.includes(l.path ?? '') && l.method === 'POST')).toEqual([]);
    expect(requestLines().map((l) => l.path)).not.toContain(UPLOAD_PATH);
  });

  it('writes one line per other request, each with a request id sent back as X-Request-Id', () => {
    const seen = requestLines();
    expect(seen.length).toBe(5);
    expect(new Set(seen.map((l) => l.reqId)).size).toBe(5);
    for (const line of seen) {
      expect(line.reqId).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
      expect(line.status).toBeGreaterThanOrEqual(200);
      expect(line.path).not.toContain('?');
    }
    expect(seen.map((l) => l.path).slice(0, 2)).toEqual([
      INTEGRITY_PATHS.complaintStatus,
      GET_ENDPOINTS.searchKey.path,
    ]);
  });

  it("keeps a proxy's X-Request-Id when it is a bounded token, and makes its own otherwise", () => {
    const [kept, long, spaced] = sentIds;
    expect(kept).toBe('nginx-1234abcd');
    expect(long).not.toContain('xxx');
    expect(spaced).not.toBe('two words');
    expect(
      requestLines()
        .slice(-3)
        .map((l) => l.reqId),
    ).toEqual(sentIds);
  });
});
