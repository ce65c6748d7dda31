import { connect } from 'node:net';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { API_PATHS, FEED_PATHS } from '@muyuan/contract/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { listenOrigin } from '../src/http/site-origin.ts';
import { databases } from './helpers/databases.ts';
import { getData } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
const FOREIGN_HOSTS = ['evil.example', 'evil.example:8443', 'evil.example"><script>x</script>'];

/** The body a raw request is answered with (the connection closes after it: HTTP/1.0 or Connection: close). */
function rawBody(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const at = raw.indexOf('\r\n\r\n');
      done({ status: Number(raw.slice(9, 12)), body: raw.slice(at + 4) });
    });
    socket.on('error', fail);
  });
}

describe('the origin of absolute links when SITE_URL is unset', () => {
  it('is the address the server listens on; a wildcard address is written as localhost', () => {
    expect(listenOrigin('127.0.0.1', 8294)).toBe('http://127.0.0.1:8294');
    expect(listenOrigin('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(listenOrigin('::', 8080)).toBe('http://localhost:8080');
    expect(listenOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(listenOrigin('site.internal', 80)).toBe('http://site.internal');
  });
});

describe.each(databases())('absolute links never take the request’s Host on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  let origin: string;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (line: Buffer) => log.push(line.toString('utf8')));
    t = await createTestApp(dialect, { webDist: WEB_DIST, logLevel: 'warn' }, { logStream: stream });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    origin = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('says once at start-up that SITE_URL should be set, naming the origin it writes instead', () => {
    const lines = log.filter((l) => l.includes('SITE_URL'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(origin);
  });

  it('answers pages, feeds, the sitemap and robots.txt with the same bytes whatever Host arrives', async () => {
    const survey = (await getData<{ list: { id: string }[] }>(t.app, API_PATHS.surveyList, 'zh')).list[0];
    const paths = [
      '/',
      '/en/feedProcessing',
      `/securities/detail?id=${survey?.id}`,
      '/sitemap.xml',
      '/robots.txt',
      FEED_PATHS.news.zh,
      FEED_PATHS.announcements,
    ];
    for (const path of paths) {
      // Twice each: the first render fills the cache, the second may come from it (or a faster lane).
      for (let round = 0; round < 2; round += 1) {
        const plain = await rawBody(port, `GET ${path} HTTP/1.0\r\nAccept: text/html\r\n\r\n`);
        expect(plain.status, path).toBe(200);
        expect(plain.body, path).toContain(origin);
        for (const host of FOREIGN_HOSTS) {
          const foreign = await rawBody(
            port,
            `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
          );
          expect(foreign.status, `${path} ${host}`).toBe(200);
          expect(foreign.body === plain.body, `${path} for Host ${host}`).toBe(true);
          expect(foreign.body).not.toContain('evil.example');
        }
      }
    }
  });
});
