import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { ACCESS_SETTINGS_SCRIPT } from '@muyuan/contract/access-settings';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { APP_LOADER_SCRIPT, HASH_ROUTE_GUARD_SCRIPT } from '@muyuan/contract/prerender';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const { newsList, searchKey, brief } = GET_ENDPOINTS;

/** Sends raw bytes to a listening app and resolves with everything it answers until it closes. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => done(answer));
    socket.on('error', fail);
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { code: number; msg: string };

describe('HTTP layer hardening', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { requestTimeoutMs: 1000 });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('does not poison the cache: a keyword spelling out another query gets its own answer', async () => {
    const spelled = await get(t.app, `${searchKey.path}?keyword=feed%26pageNum%3D2`, 'en');
    expect(spelled.statusCode).toBe(200);
    expect(spelled.json().data.pageNum).toBe(1);
    const real = await get(t.app, `${searchKey.path}?keyword=feed&pageNum=2`, 'en');
    expect(real.json().data.pageNum).toBe(2);
    expect(real.json().data.list).not.toEqual(spelled.json().data.list);
  });

  it('answers a malformed address with an envelope and the security headers, without echoing it', async () => {
    for (const url of ['/%', '/api/%zz', `${newsList.path}/%E0%A4%A`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { lang: 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: 'The request address is malformed', data: null });
      expect(res.body).not.toContain('%zz');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers an HTTP/1.1 request without Host with a 400 envelope', async () => {
    const raw = await rawRequest(port, `GET ${brief.path} HTTP/1.1\r\nlang: en\r\nConnection: close\r\n\r\n`);
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toMatch(/content-security-policy:/i);
    expect(bodyOf(raw)).toEqual({ code: 400, msg: 'The request has no Host header', data: null });
  });

  it('closes a request whose body trickles in, with a 408 envelope, once the request timeout is over', async () => {
    const started = Date.now();
    const raw = await new Promise<string>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${newsList.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
        );
      });
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => {
        clearInterval(drip);
        done(answer);
      });
      socket.on('error', fail);
    });
    const elapsed = Date.now() - started;
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(raw)).toEqual({ code: 408, msg: '请求超时', data: null });
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(4000);
  });

  it('sends HSTS and keeps the strict Content-Security-Policy on pages and API answers', async () => {
    const res = await get(t.app, brief.path, 'zh');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The three inline scripts of index.html (reading settings, hash-route guard, app loader) are allowed by their hashes, nothing else inline.
    const [settings, guard, loader] = [ACCESS_SETTINGS_SCRIPT, HASH_ROUTE_GUARD_SCRIPT, APP_LOADER_SCRIPT].map(
      (script) => createHash('sha256').update(script).digest('base64'),
    );
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${settings}' 'sha256-${guard}' 'sha256-${loader}'; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; font-src 'self' data:; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('honours Accept-Encoding q-values on API answers', async () => {
    const url = `${newsList.path}?${qs({ pageSize: 20 })}`;
    const noBrotli = await get(t.app, url, 'zh', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await get(t.app, url, 'zh', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().data.list.length).toBeGreaterThan(0);
  });
});
