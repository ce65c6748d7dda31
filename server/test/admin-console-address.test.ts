import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { get } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const CONSOLE_PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** A stand-in for web/dist with the console's page: what is asked here is where the page is answered. */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'muyuan-console-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dir, 'admin', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'admin', 'index.html'), CONSOLE_PAGE);
  writeFileSync(join(dir, 'admin', 'assets', 'index-Zz99Yy.js'), 'export {};\n');
  return dir;
}

/** The console's page as a browser asks for it, with the host it typed. */
const open = (t: TestApp, path: string, host: string, headers: Record<string, string> = {}) =>
  get(t.app, path, undefined, { host, accept: 'text/html', ...headers });

describe('the console asked for on another host than the site’s', () => {
  const dist = makeDist();
  const apps: TestApp[] = [];
  const appWith = async (config: Partial<Config> = {}) => {
    const t = await createTestApp('sqlite', { webDist: dist, ...config });
    apps.push(t);
    return t;
  };
  let site: TestApp;
  beforeAll(async () => {
    // SITE_URL unset, HOST 0.0.0.0 and PORT 8080: the site's origin is http://localhost:8080.
    site = await appWith();
  });
  afterAll(async () => {
    for (const t of apps) await t.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the newcomer at 127.0.0.1 to the same path and query on the site’s origin, before anything else', async () => {
    for (const path of ['/admin/', '/admin', '/admin/?lang=en', '/admin/assets/index-Zz99Yy.js', '//admin/']) {
      const res = await open(site, path, '127.0.0.1:8080');
      expect([res.statusCode, res.headers.location], path).toEqual([307, `http://localhost:8080${path}`]);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.body, path).not.toContain('<div id="root">');
    }
    const head = await site.app.inject({ method: 'HEAD', url: '/admin/', headers: { host: '127.0.0.1:8080' } });
    expect([head.statusCode, head.headers.location]).toEqual([307, 'http://localhost:8080/admin/']);
    // Another port of the same name is another origin as well.
    expect((await open(site, '/admin/', 'localhost:9301')).headers.location).toBe('http://localhost:8080/admin/');
  });

  it('answers the page on the site’s own host, with or without the port (a proxy passing `Host $host`)', async () => {
    for (const host of ['localhost:8080', 'LOCALHOST:8080', 'localhost']) {
      const res = await open(site, '/admin/', host);
      expect([res.statusCode, res.body], host).toEqual([200, CONSOLE_PAGE]);
    }
  });

  it('leaves the API and the public site alone, whatever the host', async () => {
    const me = await get(site.app, ADMIN_PATHS.me, 'en', { host: '127.0.0.1:8080' });
    expect(me.statusCode).toBe(401);
    const post = await site.app.inject({ method: 'POST', url: '/admin/', headers: { host: '127.0.0.1:8080' } });
    expect(post.statusCode).not.toBe(307);
    expect((await get(site.app, '/administration', undefined, { host: '127.0.0.1:8080' })).statusCode).toBe(404);
  });

  it('follows SITE_URL, and behind a trusted proxy the host the browser used (X-Forwarded-Host)', async () => {
    const behind = await appWith({ siteUrl: 'https://www.example.com', trustProxy: true });
    // nginx passes the browser's host without its port, and the scheme it was asked on: the page.
    const passed = await open(behind, '/admin/', 'www.example.com', { 'x-forwarded-proto': 'https' });
    expect(passed.statusCode).toBe(200);
    // A proxy writing its upstream's address into Host and the browser's into X-Forwarded-Host: the page.
    const forwarded = await open(behind, '/admin/', '127.0.0.1:8081', { 'x-forwarded-host': 'www.example.com' });
    expect(forwarded.statusCode).toBe(200);
    // The browser at another name of the site: sent to SITE_URL's.
    const other = await open(behind, '/admin/', 'example.com', { 'x-forwarded-host': 'example.com' });
    expect([other.statusCode, other.headers.location]).toEqual([307, 'https://www.example.com/admin/']);
  });

  it('never sends round in a circle a request from a proxy it does not trust (what the browser typed is unknown)', async () => {
    const untrusted = await appWith({ siteUrl: 'https://www.example.com' });
    for (const header of ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'via']) {
      const res = await open(untrusted, '/admin/', '127.0.0.1:8081', { [header]: 'x' });
      expect(res.statusCode, header).toBe(200);
    }
    expect((await open(untrusted, '/admin/', '127.0.0.1:8081')).statusCode).toBe(307);
  });
});
