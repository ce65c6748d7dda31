import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aReport, lookup, PNG, submit, upload, uploaded } from './helpers/integrity.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The SQLite database file with its write-ahead log, as they are on disk. */
function databaseFiles(t: TestApp): string[] {
  const file = t.file ?? '';
  return [file, `${file}-wal`, `${file}-shm`].filter((f) => {
    try {
      return statSync(f).isFile();
    } catch {
      return false;
    }
  });
}

describe('what an integrity report leaves on the server', () => {
  const canary = `CANARY-${randomBytes(8).toString('hex')}`;
  const address = '203.0.113.77';
  const agent = `CanaryBrowser/${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let log = '';

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    // The most verbose log level: even then nothing of a report may reach the log.
    t = await createTestApp('sqlite', { logLevel: 'trace' }, { logStream: stream });
    const text = uploaded(
      await upload(t.app, `${canary}.txt`, Buffer.from(`证据 ${canary}\n`), 'zh', {
        remoteAddress: address,
        userAgent: agent,
      }),
    );
    const image = uploaded(await upload(t.app, 'photo.png', PNG));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/complaint/save/notoken',
      payload: aReport({
        subject: `主题 ${canary}`,
        content: `举报内容 ${canary}，时间地点人物都在附件里。`,
        reporterName: canary,
        reporterEmail: `${canary.toLowerCase()}@example.com`,
        attachments: [
          { id: text.id, key: text.key },
          { id: image.id, key: image.key },
        ],
      }),
      headers: { lang: 'zh', 'user-agent': agent },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    expect((await lookup(t.app, res.json().data.queryCode, 'zh', address)).statusCode).toBe(200);
    expect((await submit(t.app, aReport({ reporterPhone: 'bad' }), 'zh', address)).statusCode).toBe(400);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('writes the report and its attachments nowhere in plain text: not the database file, where the attachments are', async () => {
    const sqliteFiles = databaseFiles(t);
    expect((await t.db.selectFrom('complaint_blobs').select('id').execute()).length).toBe(2);
    for (const file of [...sqliteFiles, ...filesUnder(t.config.dataDir)]) {
      const bytes = readFileSync(file);
      expect(bytes.includes(canary), file).toBe(false);
      expect(bytes.includes(canary.toLowerCase()), file).toBe(false);
      expect(bytes.includes(Buffer.from(canary, 'utf16le')), file).toBe(false);
    }
  });

  it('stores and logs no client address and no user agent, and logs nothing of the report', () => {
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(canary);
    expect(log).not.toContain(address);
    expect(log).not.toContain(agent);
    for (const file of databaseFiles(t)) {
      const bytes = readFileSync(file);
      expect(bytes.includes(address), file).toBe(false);
      expect(bytes.includes(agent), file).toBe(false);
    }
  });
});
